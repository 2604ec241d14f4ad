import {
  NETWORKS_TOO_MANY,
  NETWORK_REFUSAL_CODES,
  contract,
  networkInvalidMessage,
  networkRefusalMessage,
  rawCalls,
  type RequestOf,
} from '@mizan/shared';
import type { FastifyInstance } from 'fastify';
import { readTrustProxy } from '../config';
import { PNG, examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const LAB_V4 = '10.20.0.0/16';
const LAB_V6 = '2001:db8:42::/48';
const INSIDE_V4 = '10.20.3.4';
const OUTSIDE_V4 = '203.0.113.9';
const INSIDE_V6 = '2001:db8:42::17';
const OUTSIDE_V6 = '2001:db8:43::17';

describe.each(testDatabases())('address lists on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, newApplicant, attemptRow, answerRows, failure } = examEngineCalls(() => t);
  const setNetworks = (id: number, networks: string[]) => t.call('setAssessmentNetworks', { id, networks }, { token: admin });

  async function labExam(lang: 'En' | 'Ar' = 'En'): Promise<number> {
    const examId = await insertExam(db(), undefined, { lang });
    expect((await setNetworks(examId, [LAB_V4, LAB_V6])).statusCode).toBe(200);
    return examId;
  }

  async function registeredFrom(examId: number, ip: string): Promise<string> {
    const applicant = await newApplicant();
    const response = await t.call('registerForExam', { exam_id: examId, ssn: applicant.ssn }, { ip });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: string }>().data;
  }

  const refusal = (lang: 'En' | 'Ar', ip: string) => ({
    status: 403,
    body: { msg: networkRefusalMessage(lang, ip), code: NETWORK_REFUSAL_CODES.notAllowed },
  });

  describe('the setting (admin/setnetworks.php, admin/getnetworks.php)', () => {
    test('staff save IPv4 and IPv6 ranges, kept normalised and in order; an empty list means anywhere', async () => {
      const examId = await insertExam(db());
      expect((await t.call('getAssessmentNetworks', { id: examId }, { token: admin })).json().data).toEqual({ id: examId, networks: [] });
      const saved = await setNetworks(examId, [' 10.20.0.0/16 ', '2001:DB8::/32', '192.0.2.7', '', '10.20.0.0/16']);
      expect(saved.json()).toEqual({
        data: { id: examId, networks: ['10.20.0.0/16', '2001:db8::/32', '192.0.2.7/32'] },
        msg: 'Attempts may now be taken only from these 3 networks.',
      });
      expect((await t.call('getAssessmentNetworks', { id: examId }, { token: admin })).json().data.networks).toEqual([
        '10.20.0.0/16',
        '2001:db8::/32',
        '192.0.2.7/32',
      ]);
      expect((await setNetworks(examId, [])).json().msg).toBe('Attempts may now be taken from anywhere.');
    });

    test.each(['10.0.0.0/33', '2001:db8::/129', '10.0.0', 'fe80::1%eth0', 'school network', '10.0.0.0 /8', '10.0.0.0/8; 0.0.0.0/0'])(
      'a range that is not one (%j) is refused with 400 and its code; nothing is saved',
      async (written) => {
        const examId = await labExam();
        expect(failure(await setNetworks(examId, ['192.0.2.0/24', written]))).toEqual({
          status: 400,
          body: { msg: networkInvalidMessage(written), code: NETWORK_REFUSAL_CODES.invalid },
        });
        expect((await t.call('getAssessmentNetworks', { id: examId }, { token: admin })).json().data.networks).toEqual([LAB_V4, LAB_V6]);
      },
    );

    test('a change is audited with the old and the new list; saving the same list again is not', async () => {
      const examId = await labExam();
      await setNetworks(examId, [LAB_V4, LAB_V6]);
      await setNetworks(examId, [LAB_V4]);
      const audits = await db()
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'assessment.networks')
        .where('subject_id', '=', String(examId))
        .orderBy('id')
        .execute();
      expect(audits.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))).toEqual([
        { networks: { from: [], to: [LAB_V4, LAB_V6] } },
        { networks: { from: [LAB_V4, LAB_V6], to: [LAB_V4] } },
      ]);
    });

    test('too many ranges, a NUL character, or not a list, is a 400 with a sentence', async () => {
      const examId = await insertExam(db());
      expect(failure(await setNetworks(examId, ['10.0.0.0/8\u0000']))).toEqual({
        status: 400,
        body: { msg: 'The field "networks.0" contains the NUL character (U+0000), which cannot be stored. Remove it and try again.' },
      });
      const many = Array.from({ length: 51 }, (_, index) => `10.${index}.0.0/16`);
      expect(failure(await setNetworks(examId, many))).toEqual({ status: 400, body: { msg: NETWORKS_TOO_MANY } });
      const notAList = await t.call(
        'setAssessmentNetworks',
        { id: examId, networks: '10.0.0.0/8' } as unknown as RequestOf<'setAssessmentNetworks'>,
        {
          token: admin,
        },
      );
      expect(notAList.statusCode).toBe(400);
    });
  });

  describe('every applicant exam call of the assessment is checked', () => {
    test.each([
      ['IPv4', INSIDE_V4, OUTSIDE_V4],
      ['IPv6', INSIDE_V6, OUTSIDE_V6],
      ['IPv4-mapped IPv6 (a dual-stack socket)', `::ffff:${INSIDE_V4}`, `::ffff:${OUTSIDE_V4}`],
    ])('%s: registering from inside works; from outside it is refused in the assessment language', async (_family, inside, outside) => {
      const examId = await labExam();
      await registeredFrom(examId, inside);
      const applicant = await newApplicant();
      const refused = await t.call('registerForExam', { exam_id: examId, ssn: applicant.ssn }, { ip: outside });
      expect(failure(refused)).toEqual(refusal('En', outside));
      expect(await db().selectFrom('attempts').select('id').where('applicant_id', '=', applicant.id).execute()).toEqual([]);
    });

    test('an Arabic assessment refuses in Arabic', async () => {
      const examId = await labExam('Ar');
      const applicant = await newApplicant();
      const refused = await t.call('registerForExam', { exam_id: examId, ssn: applicant.ssn }, { ip: OUTSIDE_V4 });
      expect(failure(refused)).toEqual(refusal('Ar', OUTSIDE_V4));
      expect(refused.json().msg).toContain('لا يمكن أداء هذا الاختبار إلا من شبكة المدرسة');
    });

    test('open, save, submit and upload from outside are refused and change nothing; from inside they go on', async () => {
      const examId = await labExam();
      const hash = await registeredFrom(examId, INSIDE_V4);
      const outside = { ip: OUTSIDE_V6 };

      expect(failure(await t.call('studentExam', { id: hash }, outside))).toEqual(refusal('En', OUTSIDE_V6));
      expect((await attemptRow(hash)).started_at).toBeNull();

      const opened = await t.call('studentExam', { id: hash }, { ip: INSIDE_V4 });
      expect(opened.statusCode).toBe(200);
      const questionId = 'mcq0000001';
      const answer = { type: 'MCQ' as const, selected: ['optA'] };

      const save = (ip: string) => t.call('saveAnswer', { hash, questionId, answer, seq: 1 }, { ip });
      expect(failure(await save(OUTSIDE_V6))).toEqual(refusal('En', OUTSIDE_V6));
      expect(await answerRows(hash)).toEqual([]);
      expect((await save(INSIDE_V4)).statusCode).toBe(200);

      const upload = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: apiUrl(rawCalls.uploadMedia),
          remoteAddress: ip,
          headers: { 'content-type': 'image/png', 'x-file-name': 'drawing.png', 'x-sign': SIGN, 'x-attempt-hash': hash },
          payload: PNG,
        });
      expect(failure(await upload(OUTSIDE_V4))).toEqual(refusal('En', OUTSIDE_V4));
      expect(await db().selectFrom('media').select('id').where('owner_attempt_hash', '=', hash).execute()).toEqual([]);
      expect((await upload(INSIDE_V6)).statusCode).toBe(200);

      const submit = (ip: string) => t.call('submitExam', { id: hash, answers: [], questions: [] }, { ip });
      expect(failure(await submit(OUTSIDE_V4))).toEqual(refusal('En', OUTSIDE_V4));
      expect((await attemptRow(hash)).submitted_at).toBeNull();
      expect((await submit(INSIDE_V6)).statusCode).toBe(200);
    });

    test('a list staff change during the exam applies to the very next save', async () => {
      const examId = await insertExam(db());
      const hash = await registeredFrom(examId, OUTSIDE_V4);
      expect((await t.call('studentExam', { id: hash }, { ip: OUTSIDE_V4 })).statusCode).toBe(200);
      const save = (seq: number) =>
        t.call('saveAnswer', { hash, questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA'] }, seq }, { ip: OUTSIDE_V4 });
      expect((await save(1)).statusCode).toBe(200);

      expect((await setNetworks(examId, [LAB_V4])).statusCode).toBe(200);
      expect(failure(await save(2))).toEqual(refusal('En', OUTSIDE_V4));
      expect((await answerRows(hash)).map((row) => Number(row.seq))).toEqual([1]);

      expect((await setNetworks(examId, [])).statusCode).toBe(200);
      expect((await save(3)).statusCode).toBe(200);
    });

    test('an assessment without networks takes attempts from anywhere', async () => {
      const examId = await insertExam(db());
      await registeredFrom(examId, OUTSIDE_V4);
    });
  });

  describe('behind a reverse proxy: request.ip as TRUST_PROXY says', () => {
    const PROXY = '127.0.0.1';

    async function registerThrough(app: FastifyInstance, examId: number, from: string, forwardedFor?: string) {
      const applicant = await newApplicant();
      const spec = contract.registerForExam;
      const response = await app.inject({
        method: spec.method,
        url: apiUrl(spec),
        remoteAddress: from,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: { sign: SIGN, data: { exam_id: examId, ssn: applicant.ssn } },
      });
      return response.statusCode === 200 ? 'admitted' : `${response.statusCode} ${response.json().code}`;
    }

    test('TRUST_PROXY off: a client claiming a lab address in X-Forwarded-For is refused', async () => {
      const examId = await labExam();
      const app = await t.buildApp({ trustProxy: readTrustProxy(undefined) });
      expect(await registerThrough(app, examId, OUTSIDE_V4, INSIDE_V4)).toBe('403 network_not_allowed');
      // And the proxy's own address is what counts without it.
      expect(await registerThrough(app, examId, PROXY, INSIDE_V4)).toBe('403 network_not_allowed');
    });

    test.each(['1', 'true', PROXY])(
      'TRUST_PROXY=%s: the address the proxy saw counts; an entry the client sent ahead of it does not',
      async (setting) => {
        const examId = await labExam();
        const app = await t.buildApp({ trustProxy: readTrustProxy(setting) });
        expect(await registerThrough(app, examId, PROXY, INSIDE_V4)).toBe('admitted');
        expect(await registerThrough(app, examId, PROXY, `${INSIDE_V4}, ${OUTSIDE_V4}`)).toBe('403 network_not_allowed');
        expect(await registerThrough(app, examId, PROXY, INSIDE_V6)).toBe('admitted');
      },
    );

    test('TRUST_PROXY naming the proxies: X-Forwarded-For from any other address is ignored', async () => {
      const examId = await labExam();
      const app = await t.buildApp({ trustProxy: readTrustProxy(`${PROXY}, 192.0.2.0/24`) });
      expect(await registerThrough(app, examId, '192.0.2.10', INSIDE_V4)).toBe('admitted');
      expect(await registerThrough(app, examId, OUTSIDE_V4, INSIDE_V4)).toBe('403 network_not_allowed');
    });

    test('TRUST_PROXY=2: two proxies in a row; the client is the address the outer one added', async () => {
      const examId = await labExam();
      const app = await t.buildApp({ trustProxy: readTrustProxy('2') });
      expect(await registerThrough(app, examId, PROXY, `${OUTSIDE_V4}, ${INSIDE_V4}, 10.0.0.2`)).toBe('admitted');
      expect(await registerThrough(app, examId, PROXY, `${INSIDE_V4}, ${OUTSIDE_V4}, 10.0.0.2`)).toBe('403 network_not_allowed');
    });
  });
});
