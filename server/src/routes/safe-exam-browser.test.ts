import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SEB_BROWSER_EXAM_KEYS_MAX,
  SEB_KEYS_TOO_MANY,
  SEB_REFUSAL_CODES,
  contract,
  rawCalls,
  sebKeyInvalidMessage,
  sebRefusalMessage,
  type CallName,
  type RequestOf,
} from '@mizan/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readTrustProxy } from '../config';
import { configKey, requestHash } from '../services/safe-exam-browser/config-key';
import { readPlist } from '../services/safe-exam-browser/plist';
import { PNG, examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const HOST = 'exam.school.test';
const SITE = `http://${HOST}`;
const BROWSER_EXAM_KEY = '787c3f3d7211ff09ad5ba6a62f67b6a2092eb3080b5b5d29d578f3a3d901cbae';
const EXAM_PAGE =
  '<!doctype html><html lang=en dir=ltr><head><title>Mizan · Assessment</title></head><body><div id=root></div></body></html>';

describe.each(testDatabases())('Safe Exam Browser on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let appsDir: string;
  let withPages: FastifyInstance;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');
  const { db, newApplicant, attemptRow, answerRows, failure } = examEngineCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-seb-'));
    fs.mkdirSync(path.join(appsDir, 'mf-exam/dist'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'mf-exam/dist/index.html'), EXAM_PAGE);
    withPages = await t.buildApp({ appsDir });
  });
  afterAll(async () => {
    fs.rmSync(appsDir, { recursive: true, force: true });
    await t?.close();
  });

  const setSeb = (id: number, required: boolean, browserExamKeys: string[] = []) =>
    t.call('setSebSettings', { id, required, browserExamKeys }, { token: admin, headers: { host: HOST } });
  const getSeb = (id: number) => t.call('getSebSettings', { id }, { token: admin, headers: { host: HOST } });

  /** The .seb staff download, as SEB would receive it on this site. */
  async function sebFile(id: number, app: FastifyInstance = t.app, headers: Record<string, string> = { host: HOST }): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: `${apiUrl(rawCalls.getSebConfig)}?id=${id}`,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  /** The Config Key SEB computes from the file it opened. */
  const configKeyOf = async (id: number, app?: FastifyInstance, headers?: Record<string, string>) =>
    configKey(readPlist(await sebFile(id, app, headers)));

  async function sebExam(lang: 'En' | 'Ar' = 'En', keys: string[] = []) {
    const examId = await insertExam(db(), undefined, { lang });
    expect((await setSeb(examId, true, keys)).statusCode).toBe(200);
    return { examId, key: await configKeyOf(examId) };
  }

  /** A contract call as SEB sends it: Host, and the hash of the call's absolute URL with `key` (none: a plain browser). */
  function sebCall<Name extends CallName>(name: Name, data: RequestOf<Name>, key: string | null, extra: Record<string, string> = {}) {
    const url = apiUrl(contract[name]);
    return t.call(name, data, {
      headers: { host: HOST, ...(key ? { 'x-safeexambrowser-configkeyhash': requestHash(`${SITE}${url}`, key) } : {}), ...extra },
    });
  }

  const refusal = (lang: 'En' | 'Ar') => ({ status: 403, body: { msg: sebRefusalMessage(lang), code: SEB_REFUSAL_CODES.required } });

  async function registeredInSeb(examId: number, key: string): Promise<string> {
    const response = await sebCall('registerForExam', { exam_id: examId, ssn: (await newApplicant()).ssn }, key);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: string }>().data;
  }

  describe('the setting (admin/setsebsettings.php, admin/getsebsettings.php)', () => {
    test('off by default; staff turn it on with Browser Exam Keys, kept in lower case, blank lines and repeats dropped; audited', async () => {
      const examId = await insertExam(db());
      expect((await getSeb(examId)).json().data).toEqual({ id: examId, required: false, browserExamKeys: [], configKey: null });
      const saved = await setSeb(examId, true, [` ${BROWSER_EXAM_KEY.toUpperCase()} `, '', BROWSER_EXAM_KEY]);
      expect(saved.json()).toEqual({
        data: { id: examId, required: true, browserExamKeys: [BROWSER_EXAM_KEY], configKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
        msg: "Applicants now need Safe Exam Browser with this assessment's settings and the allowed Browser Exam Key.",
      });
      expect((await getSeb(examId)).json().data.browserExamKeys).toEqual([BROWSER_EXAM_KEY]);
      // The key staff see is the one SEB computes from the file they download here.
      expect(saved.json().data.configKey).toBe(await configKeyOf(examId));
      expect((await setSeb(examId, false)).json().msg).toBe('Applicants may now use any browser.');
      const audits = await db()
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'assessment.safe_exam_browser')
        .where('subject_id', '=', String(examId))
        .orderBy('id')
        .execute();
      expect(audits.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))).toEqual([
        { required: { from: false, to: true }, browserExamKeys: { from: [], to: [BROWSER_EXAM_KEY] } },
        { required: { from: true, to: false }, browserExamKeys: { from: [BROWSER_EXAM_KEY], to: [] } },
      ]);
    });

    test('the salt is kept when the setting changes, so a .seb handed out earlier keeps its Config Key', async () => {
      const { examId, key } = await sebExam();
      await setSeb(examId, false);
      await setSeb(examId, true, [BROWSER_EXAM_KEY]);
      expect(await configKeyOf(examId)).toBe(key);
      expect(key).not.toBe((await sebExam()).key);
    });

    test.each(['abc', `${BROWSER_EXAM_KEY}0`, BROWSER_EXAM_KEY.replace('7', 'g'), 'a'.repeat(63)])(
      'a Browser Exam Key that is not one (%j) is refused with 400 and its code; nothing changes',
      async (written) => {
        const examId = await insertExam(db());
        expect(failure(await setSeb(examId, true, [BROWSER_EXAM_KEY, written]))).toEqual({
          status: 400,
          body: { msg: sebKeyInvalidMessage(written), code: SEB_REFUSAL_CODES.keyInvalid },
        });
        expect((await getSeb(examId)).json().data).toEqual({ id: examId, required: false, browserExamKeys: [], configKey: null });
      },
    );

    test('a NUL character, too many keys, required not true or false, or no such assessment: a 4xx with a sentence', async () => {
      const examId = await insertExam(db());
      expect(failure(await setSeb(examId, true, [`${BROWSER_EXAM_KEY}\u0000`])).status).toBe(400);
      const many = Array.from({ length: SEB_BROWSER_EXAM_KEYS_MAX + 1 }, (_, index) => index.toString(16).padStart(64, '0'));
      expect(failure(await setSeb(examId, true, many))).toEqual({ status: 400, body: { msg: SEB_KEYS_TOO_MANY } });
      const notBoolean = await t.call('setSebSettings', { id: examId, required: 'yes' } as unknown as RequestOf<'setSebSettings'>, {
        token: admin,
      });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().msg).toBeTruthy();
      expect((await setSeb(999_999, true)).statusCode).toBe(404);
      expect((await getSeb(examId)).json().data.required).toBe(false);
    });
  });

  describe('the .seb file (admin/getsebconfig.php; emp/sebconfig.php for applicants)', () => {
    test('an XML property list xmllint accepts: starts at the apply link, quits at /seb/quit, stays on the site, sends the keys', async () => {
      const { examId } = await sebExam();
      const file = await sebFile(examId);
      const sebPath = path.join(appsDir, `assessment-${examId}.seb`);
      fs.writeFileSync(sebPath, file);
      execFileSync('xmllint', ['--noout', '--nonet', sebPath]);
      const settings = readPlist(file);
      expect(settings).toMatchObject({
        startURL: `${SITE}/apply/${examId}`,
        quitURL: `${SITE}/seb/quit`,
        sendBrowserExamKey: true,
        sebConfigPurpose: 0,
        URLFilterEnable: true,
        URLFilterRules: [{ action: 1, active: true, expression: `${HOST}/*`, regex: false }],
        allowQuit: true,
        allowScreenSharing: false,
        allowVirtualMachine: false,
        allowPreferencesWindow: false,
      });
      expect((settings.examKeySalt as Uint8Array).length).toBe(32);
    });

    test('applicants may fetch it while the assessment requires SEB, else 404; staff once it was saved; no token: 401', async () => {
      const examId = await insertExam(db());
      const publicFile = () =>
        t.app.inject({ method: 'GET', url: `${apiUrl(rawCalls.getPublicSebConfig)}?id=${examId}`, headers: { host: HOST } });
      expect(failure(await publicFile()).body.code).toBe(SEB_REFUSAL_CODES.notRequired);
      await setSeb(examId, true);
      const fetched = await publicFile();
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toBe('application/seb');
      expect(fetched.headers['content-disposition']).toContain(`assessment-${examId}.seb`);
      expect(fetched.body).toBe(await sebFile(examId));
      await setSeb(examId, false);
      expect((await publicFile()).statusCode).toBe(404);
      expect((await sebFile(examId)).length).toBeGreaterThan(0);
      const anonymous = await t.app.inject({ method: 'GET', url: `${apiUrl(rawCalls.getSebConfig)}?id=${examId}` });
      expect(anonymous.statusCode).toBe(401);
      const badId = await t.app.inject({ method: 'GET', url: `${apiUrl(rawCalls.getPublicSebConfig)}?id=%00` });
      expect(badId.statusCode).toBe(400);
    });
  });

  describe('every applicant exam call of the assessment is checked', () => {
    test('without the header, or with the hash of another key, registering is refused in the assessment language; nothing is stored', async () => {
      const { examId, key } = await sebExam();
      for (const sent of [null, 'f'.repeat(64)]) {
        const applicant = await newApplicant();
        expect(failure(await sebCall('registerForExam', { exam_id: examId, ssn: applicant.ssn }, sent))).toEqual(refusal('En'));
        expect(await db().selectFrom('attempts').select('id').where('applicant_id', '=', applicant.id).execute()).toEqual([]);
      }
      await registeredInSeb(examId, key);
      const arabic = await sebExam('Ar');
      const refused = await sebCall('registerForExam', { exam_id: arabic.examId, ssn: (await newApplicant()).ssn }, null);
      expect(failure(refused)).toEqual(refusal('Ar'));
      expect(refused.json().msg).toContain('Safe Exam Browser');
    });

    test('the hash is of the URL requested: a hash made for another call is refused', async () => {
      const { examId, key } = await sebExam();
      const hash = await registeredInSeb(examId, key);
      const forRegistering = requestHash(`${SITE}${apiUrl(contract.registerForExam)}`, key);
      const opened = await t.call(
        'studentExam',
        { id: hash },
        { headers: { host: HOST, 'x-safeexambrowser-configkeyhash': forRegistering } },
      );
      expect(failure(opened)).toEqual(refusal('En'));
      expect((await attemptRow(hash)).started_at).toBeNull();
    });

    test('open, save, submit and upload without the hash are refused and change nothing; with it they go on', async () => {
      const { examId, key } = await sebExam();
      const hash = await registeredInSeb(examId, key);

      expect(failure(await sebCall('studentExam', { id: hash }, null))).toEqual(refusal('En'));
      expect((await attemptRow(hash)).started_at).toBeNull();
      expect((await sebCall('studentExam', { id: hash }, key)).statusCode).toBe(200);

      const save = (sent: string | null) =>
        sebCall('saveAnswer', { hash, questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA'] }, seq: 1 }, sent);
      expect(failure(await save(null))).toEqual(refusal('En'));
      expect(await answerRows(hash)).toEqual([]);
      expect((await save(key)).statusCode).toBe(200);

      const uploadUrl = apiUrl(rawCalls.uploadMedia);
      const upload = (sent: string | null) =>
        t.app.inject({
          method: 'POST',
          url: uploadUrl,
          headers: {
            host: HOST,
            'content-type': 'image/png',
            'x-file-name': 'drawing.png',
            'x-sign': SIGN,
            'x-attempt-hash': hash,
            ...(sent ? { 'x-safeexambrowser-configkeyhash': requestHash(`${SITE}${uploadUrl}`, sent) } : {}),
          },
          payload: PNG,
        });
      expect(failure(await upload(null))).toEqual(refusal('En'));
      expect(await db().selectFrom('media').select('id').where('owner_attempt_hash', '=', hash).execute()).toEqual([]);
      expect((await upload(key)).statusCode).toBe(200);

      expect(failure(await sebCall('submitExam', { id: hash, answers: [], questions: [] }, null))).toEqual(refusal('En'));
      expect((await attemptRow(hash)).submitted_at).toBeNull();
      expect((await sebCall('submitExam', { id: hash, answers: [], questions: [] }, key)).statusCode).toBe(200);
    });

    test('with Browser Exam Keys allowed, the Config Key alone is not enough: X-SafeExamBrowser-RequestHash must match one too', async () => {
      const { examId, key } = await sebExam('En', ['b'.repeat(64), BROWSER_EXAM_KEY]);
      const url = `${SITE}${apiUrl(contract.registerForExam)}`;
      const register = async (headers: Record<string, string>) =>
        sebCall('registerForExam', { exam_id: examId, ssn: (await newApplicant()).ssn }, key, headers);
      expect(failure(await register({})).body.code).toBe(SEB_REFUSAL_CODES.required);
      expect(failure(await register({ 'x-safeexambrowser-requesthash': requestHash(url, 'c'.repeat(64)) })).status).toBe(403);
      expect((await register({ 'x-safeexambrowser-requesthash': requestHash(url, BROWSER_EXAM_KEY) })).statusCode).toBe(200);
    });

    test('an assessment that does not require SEB takes any browser', async () => {
      const examId = await insertExam(db());
      await setSeb(examId, false);
      expect((await sebCall('registerForExam', { exam_id: examId, ssn: (await newApplicant()).ssn }, null)).statusCode).toBe(200);
    });
  });

  describe("the applicant's pages", () => {
    const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: HOST, ...headers } } as InjectOptions);

    test('in another browser the apply page says to open the exam in SEB, in its language, with the links; in SEB it is the page', async () => {
      const { examId, key } = await sebExam();
      const refused = await page(withPages, `/apply/${examId}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('<html lang="en" dir="ltr">');
      expect(refused.body).toContain(
        '<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25">Open this exam in Safe Exam Browser</h1>',
      );
      expect(refused.body).toContain(`href="seb://${HOST}/api/emp/sebconfig.php?id=${examId}"`);
      expect(refused.body).toContain(`href="${SITE}/api/emp/sebconfig.php?id=${examId}" download`);
      const inSeb = await page(withPages, `/apply/${examId}`, {
        'x-safeexambrowser-configkeyhash': requestHash(`${SITE}/apply/${examId}`, key),
      });
      expect(inSeb.statusCode).toBe(200);
      expect(inSeb.body).not.toContain('Safe Exam Browser');

      const arabic = await sebExam('Ar');
      const arabicPage = await page(withPages, `/apply/${arabic.examId}`);
      expect(arabicPage.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabicPage.body).toContain('افتح هذا الاختبار في Safe Exam Browser');
    });

    test('the exam page: its URL with the query string is what is hashed', async () => {
      const { examId, key } = await sebExam();
      const hash = await registeredInSeb(examId, key);
      const url = `/assessment?hash=${hash}`;
      expect((await page(withPages, url, { 'x-safeexambrowser-configkeyhash': requestHash(`${SITE}${url}`, key) })).statusCode).toBe(200);
      expect((await page(withPages, url, { 'x-safeexambrowser-configkeyhash': requestHash(`${SITE}/assessment`, key) })).statusCode).toBe(
        403,
      );
      expect((await page(withPages, url)).statusCode).toBe(403);
    });

    test('pages asked for at the same moment (a room opening them, checked together) each get their own answer', async () => {
      const required = await sebExam();
      const hash = await registeredInSeb(required.examId, required.key);
      const inSeb = (url: string) => ({ 'x-safeexambrowser-configkeyhash': requestHash(`${SITE}${url}`, required.key) });
      const exam = `/assessment?hash=${hash}`;
      const answers = await Promise.all([
        page(withPages, exam),
        page(withPages, exam, inSeb(exam)),
        page(withPages, `/apply/${required.examId}`),
        page(withPages, `/apply/${required.examId}`, inSeb(`/apply/${required.examId}`)),
        page(withPages, `/assessment?hash=${'x'.repeat(hash.length)}`),
        page(withPages, '/apply/999999'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 200, 403, 200, 200, 200]);
    });
  });

  describe('behind a reverse proxy: the URL SEB requested is rebuilt from what TRUST_PROXY lets through', () => {
    const PUBLIC_HOST = 'admissions.school.example';

    async function registerThrough(app: FastifyInstance, examId: number, url: string, key: string, forwarded: Record<string, string>) {
      const spec = contract.registerForExam;
      const response = await app.inject({
        method: spec.method,
        url: apiUrl(spec),
        remoteAddress: '127.0.0.1',
        headers: { host: '10.0.0.5:3000', ...forwarded, 'x-safeexambrowser-configkeyhash': requestHash(url, key) },
        payload: { sign: SIGN, data: { exam_id: examId, ssn: (await newApplicant()).ssn } },
      });
      return response.statusCode === 200 ? 'admitted' : `${response.statusCode} ${response.json().code}`;
    }

    test('TRUST_PROXY=1: X-Forwarded-Proto and X-Forwarded-Host make the https URL the applicant used', async () => {
      const examId = (await sebExam()).examId;
      const app = await t.buildApp({ trustProxy: readTrustProxy('1') });
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': PUBLIC_HOST };
      // Staff downloaded the .seb through the same proxy: it starts at the https address.
      const file = readPlist(await sebFile(examId, app, { host: '10.0.0.5:3000', ...forwarded }));
      expect(file.startURL).toBe(`https://${PUBLIC_HOST}/apply/${examId}`);
      const key = configKey(file);
      const publicUrl = `https://${PUBLIC_HOST}${apiUrl(contract.registerForExam)}`;
      expect(await registerThrough(app, examId, publicUrl, key, forwarded)).toBe('admitted');
      // Without TRUST_PROXY the forwarded headers are not believed: the server sees its own plain address.
      const untrusting = await t.buildApp({ trustProxy: readTrustProxy(undefined) });
      expect(await registerThrough(untrusting, examId, publicUrl, key, forwarded)).toBe('403 seb_required');
    });

    test('PUBLIC_URL: the address applicants use, whatever the proxy passes on', async () => {
      const examId = (await sebExam()).examId;
      const app = await t.buildApp({
        messaging: {
          smtpUrl: null,
          smtpFrom: 'admissions@school.example',
          smsUrl: null,
          smsAuthHeader: null,
          smsCountryCode: '20',
          publicUrl: `https://${PUBLIC_HOST}`,
        },
      });
      const file = readPlist(await sebFile(examId, app, { host: '10.0.0.5:3000' }));
      expect(file.startURL).toBe(`https://${PUBLIC_HOST}/apply/${examId}`);
      const key = configKey(file);
      expect(await registerThrough(app, examId, `https://${PUBLIC_HOST}${apiUrl(contract.registerForExam)}`, key, {})).toBe('admitted');
      expect(await registerThrough(app, examId, `https://elsewhere.example${apiUrl(contract.registerForExam)}`, key, {})).toBe(
        '403 seb_required',
      );
    });
  });
});
