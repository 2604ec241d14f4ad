import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_RENEWED,
  ACCESS_CODE_REQUIRED,
  ID_OR_ACCESS_CODE_WRONG,
  OPEN_IN_ANOTHER_BROWSER,
  isAccessCode,
  type Applicant,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { parseCsv } from '../services/applicant-files';
import { OTHER, QUESTION, accessCodeFixtures, failure } from '../test-support/access-code-fixtures';
import { freshSsn, signInWithFlags } from '../test-support/applicant-fixtures';
import { insertExam } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('access codes on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const { nextIp, callFrom, applicant, attemptOf, failuresFrom, running } = accessCodeFixtures(() => ({ t, admin }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('codes themselves', () => {
    test('every applicant has one: 8 characters of the unambiguous alphabet, made by the database (seeded, added by form)', async () => {
      await applicant();
      const codes = (await t.database.db.selectFrom('applicants').select('access_code').execute()).map((row) => row.access_code);
      expect(codes.length).toBeGreaterThan(30);
      for (const code of codes) expect(code).toMatch(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{8}$`));
      expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01IO]/);
      expect(new Set(codes).size).toBe(codes.length);
    });
  });

  describe('registration with codes required', () => {
    test("the apply page is told to ask for the code, and then so is every other assessment's (access-codes-school-wide.test.ts)", async () => {
      const plain = await insertExam(t.database.db, [QUESTION]);
      const accessCodeRequired = async (examId: number) =>
        (await t.call('applyExam', { exam_id: examId })).json<{ data: { accessCodeRequired: boolean } }>().data.accessCodeRequired;
      expect(await accessCodeRequired(plain)).toBe(false);
      const required = await insertExam(t.database.db, [QUESTION], { require_access_codes: true });
      expect(await accessCodeRequired(required)).toBe(true);
      expect(await accessCodeRequired(plain)).toBe(true);
    });

    test('the ID alone is refused, the same for a known and an unknown ID: no name, no attempt, nothing counted', async () => {
      const examId = await insertExam(t.database.db, [QUESTION], { require_access_codes: true });
      const person = await applicant();
      const ip = nextIp();
      const known = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn }, { ip });
      const unknown = await t.call('registerForExam', { exam_id: examId, ssn: freshSsn('female') }, { ip });
      const blank = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: ' ' }, { ip });
      for (const response of [known, unknown, blank])
        expect(failure(response)).toEqual({
          status: 401,
          body: { msg: ACCESS_CODE_REQUIRED, code: EXAM_REFUSAL_CODES.accessCodeRequired },
        });
      expect(known.body).not.toContain(person.name);
      expect(await attemptOf(person.id, examId)).toBeUndefined();
      expect(await failuresFrom(ip)).toBe(0);
    });

    test('a wrong code answers exactly like an unknown ID, names no one, makes no attempt, and counts against the address', async () => {
      const examId = await insertExam(t.database.db, [QUESTION], { require_access_codes: true });
      const person = await applicant();
      const ip = nextIp();
      const wrongCode = person.access_code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
      const wrong = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: wrongCode }, { ip });
      const unknown = await t.call('registerForExam', { exam_id: examId, ssn: freshSsn('male'), access_code: person.access_code }, { ip });
      expect(failure(wrong)).toEqual({ status: 401, body: { msg: ID_OR_ACCESS_CODE_WRONG, code: EXAM_REFUSAL_CODES.idOrAccessCodeWrong } });
      expect(failure(unknown)).toEqual(failure(wrong));
      expect(wrong.body).not.toContain(person.name);
      expect(await attemptOf(person.id, examId)).toBeUndefined();
      expect(await failuresFrom(ip)).toBe(2);
    });

    test('the ID with the right code registers, as typed on a phone (lower case, a space or dash)', async () => {
      const examId = await insertExam(t.database.db, [QUESTION], { require_access_codes: true });
      const person = await applicant();
      const typed = `${person.access_code.slice(0, 4).toLowerCase()}-${person.access_code.slice(4)} `;
      const response = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: typed }, { ip: nextIp() });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ msg: string; data: string }>()).toEqual({
        msg: person.name,
        data: (await attemptOf(person.id, examId))?.hash,
      });
    });

    test('a running attempt moves to another browser only with the right code: without it or with a wrong one it stays where it is', async () => {
      const { examId, person, hash } = await running(true);
      const ip = nextIp();
      expect((await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn: person.ssn }, ip)).statusCode).toBe(401);
      expect((await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn: person.ssn, access_code: 'ZZZZ2222' }, ip)).statusCode).toBe(
        401,
      );
      expect((await attemptOf(person.id, examId))?.browser_sign).toBe(SIGN);
      expect(failure(await callFrom(OTHER, 'studentExam', { id: hash }))).toEqual({
        status: 423,
        body: { msg: OPEN_IN_ANOTHER_BROWSER, code: EXAM_REFUSAL_CODES.openInAnotherBrowser },
      });
      expect((await callFrom(SIGN, 'saveAnswer', { hash, questionId: QUESTION.id, answer: null, seq: 2 })).statusCode).toBe(200);

      const moved = await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn: person.ssn, access_code: person.access_code }, ip);
      expect(moved.json<{ msg: string; data: string }>()).toEqual({ msg: person.name, data: hash });
      expect((await callFrom(OTHER, 'studentExam', { id: hash })).statusCode).toBe(200);
      expect((await callFrom(SIGN, 'studentExam', { id: hash })).statusCode).toBe(423);
    });
  });

  describe('who sees codes', () => {
    const codeOf = (applicants: Applicant[], id: number) => applicants.find((row) => row.id === id)?.access_code;

    test('the applicants table and record carry codes only for updateinfo holders', async () => {
      const person = await applicant();
      const updater = await signInWithFlags(t, admin, 'codes-updater', ['updateinfo']);
      const interviewer = await signInWithFlags(t, admin, 'codes-interviewer', ['interview', 'download', 'movetoschool']);
      const plain = await signInWithFlags(t, admin, 'codes-plain', []);
      const list = async (token: string) =>
        (await t.call('listApplicants', {}, { token })).json<{ data: { applicants: Applicant[] } }>().data.applicants;
      expect(codeOf(await list(updater), person.id)).toBe(person.access_code);
      for (const token of [interviewer, plain]) {
        const applicants = await list(token);
        expect(applicants.length).toBeGreaterThan(0);
        expect(applicants.every((row) => !('access_code' in row))).toBe(true);
        expect(JSON.stringify(applicants)).not.toContain(person.access_code);
      }
      const record = await t.call('getApplicant', { applicant_id: person.id, spe_only: false }, { token: interviewer });
      expect(record.statusCode).toBe(200);
      expect(record.json<{ data: { applicant: Applicant } }>().data.applicant.access_code).toBeUndefined();
      const own = await t.call('getApplicant', { applicant_id: person.id, spe_only: false }, { token: updater });
      expect(own.json<{ data: { applicant: Applicant } }>().data.applicant.access_code).toBe(person.access_code);
    });

    test('renewing a code: the old one stops working, the new one works, the log says so without the code', async () => {
      const examId = await insertExam(t.database.db, [QUESTION], { require_access_codes: true });
      const person = await applicant();
      const renewed = await t.call('renewAccessCode', { applicant_id: person.id }, { token: admin });
      expect(renewed.statusCode).toBe(200);
      const { data, msg } = renewed.json<{ data: { access_code: string }; msg: string }>();
      expect(msg).toBe(ACCESS_CODE_RENEWED);
      expect(isAccessCode(data.access_code)).toBe(true);
      expect(data.access_code).not.toBe(person.access_code);
      const ip = nextIp();
      expect(
        (await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: person.access_code }, { ip })).statusCode,
      ).toBe(401);
      expect(
        (await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: data.access_code }, { ip })).statusCode,
      ).toBe(200);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'applicant.access_code')
        .where('subject_id', '=', String(person.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0].details)).not.toContain(data.access_code);
      expect((await t.call('renewAccessCode', { applicant_id: 999_999 }, { token: admin })).statusCode).toBe(404);
    });
  });

  describe('import and export', () => {
    const exportCsv = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/exportapplicants?format=csv',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const [heading, ...rows] = parseCsv(response.body).filter((cells) => cells.length > 1);
      const column = heading.indexOf('Access Code');
      const ssnColumn = heading.indexOf('SSN(ID)');
      return { column, rows: rows.length, codes: new Map(rows.map((cells) => [cells[ssnColumn], cells[column]])) };
    };
    const importCsv = (lines: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/importapplicants',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv', 'x-sign': SIGN },
        payload: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
      });
    const HEADING = 'Name,SSN(ID),Email,Mobile,Gender,School,Prep. Score,Math. Score,Eng. Score,Unified Code,Access Code';
    const line = (school: string, ssn: string, code: string) =>
      `Imported Coder,${ssn},coder@families.example,01234567890,female,"${school}",90,90,90,IMP-C,${code}`;

    test('the export carries each code for an updateinfo holder (an admin) and leaves the column empty for download-only staff', async () => {
      const person = await applicant();
      const full = await exportCsv(admin);
      expect(full.column).toBeGreaterThan(0);
      const stored = await t.database.db.selectFrom('applicants').select(['ssn', 'access_code']).execute();
      for (const row of stored) expect(full.codes.get(row.ssn)).toBe(row.access_code);
      const downloader = await signInWithFlags(t, admin, 'codes-downloader', ['download']);
      const masked = await exportCsv(downloader);
      expect([...masked.codes.values()].every((code) => code === '')).toBe(true);
      expect(masked.rows).toBe(stored.length);
      expect(person.access_code).toBeTruthy();
    });

    test('the import keeps a code the file gives (as typed), makes one where the cell is empty, and refuses a malformed one', async () => {
      const school = (await t.database.db.selectFrom('schools').select('name').orderBy('id').limit(1).executeTakeFirstOrThrow()).name;
      const [given, blank, bad] = [freshSsn('female'), freshSsn('female'), freshSsn('female')];
      const refused = await importCsv([HEADING, line(school, bad, 'ABC')]);
      expect(refused.statusCode).toBe(400);
      const previewed = await t.app.inject({
        method: 'POST',
        url: '/api/admin/importapplicants-preview',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv', 'x-sign': SIGN },
        payload: Buffer.from(`${HEADING}\r\n${line(school, bad, 'ABC')}\r\n`),
      });
      expect(previewed.json<{ data: { rows: { messages: { field: string }[] }[] } }>().data.rows[0].messages).toEqual([
        expect.objectContaining({ field: 'access_code' }),
      ]);

      const imported = await importCsv([HEADING, line(school, given, 'hjkm-2345'), line(school, blank, '')]);
      expect(imported.statusCode).toBe(200);
      const stored = new Map(
        (await t.database.db.selectFrom('applicants').select(['ssn', 'access_code']).where('ssn', 'in', [given, blank, bad]).execute()).map(
          (row) => [row.ssn, row.access_code],
        ),
      );
      expect(stored.get(given)).toBe('HJKM2345');
      expect(isAccessCode(stored.get(blank) ?? '')).toBe(true);
      expect(stored.has(bad)).toBe(false);
      const logged = await t.database.db.selectFrom('audit_log').select('details').where('action', '=', 'applicant.add').execute();
      expect(JSON.stringify(logged)).not.toContain('HJKM2345');

      // Round trip: the export shows the imported code again.
      expect((await exportCsv(admin)).codes.get(given)).toBe('HJKM2345');
    });
  });
});
