import { maskSsn, richTextFromPlain } from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { demoSsns, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { LETTER_NOT_ALLOWED, LETTER_NOT_FOUND, LETTER_QUERY_INVALID } from './letter-route';
import { escapeHtml } from './html';
import { LETTER_AR, LETTER_EN } from './results-letter-text';

jest.setTimeout(180_000);

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The results letter (/print/letter) and the school's brand and score columns on the print pack. */
describe.each(testDatabases())('results letter and print pack branding on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let grader: string;
  let downloader: string;
  let interviewer: string;
  let ssnIndex = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    grader = await t.signIn(t.accounts.grader.username, t.accounts.grader.password);
    downloader = await signInWithFlags(t, admin, 'letter-printer', ['download']);
    interviewer = await signInWithFlags(t, admin, 'letter-interviewer', ['interview']);
    expect((await t.call('saveSchoolProfile', { name: 'مدرسة النيل الدولية', logo: PNG_DATA_URL }, { token: admin })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, cookies: { quiztoken: cookie } });
  const db = () => t.database.db;
  /** The letter printer becomes an Assigned Reviewer of the assessment, so may see it and its scores. */
  const printerReviews = async (examId: number) => {
    const printer = await db().selectFrom('users').select('id').where('username', '=', 'letter-printer').executeTakeFirstOrThrow();
    await db().insertInto('assessment_reviewers').values({ assessment_id: examId, user_id: printer.id, can_edit: false }).execute();
  };

  /** An applicant answers, submits; the admin grades the essay with feedback. */
  async function gradedAttempt(lang: 'En' | 'Ar', release: boolean) {
    const examId = await insertExam(db(), [mcq({ headertxt: 'Pick the primes' }), essay({ headertxt: 'Why science?' })], {
      name: lang === 'Ar' ? 'اختبار القبول' : 'Admission test',
      lang,
      show_results_after_grading: false,
    });
    const [ssn] = await demoSsns(db(), 1, ssnIndex++);
    const hash = await registerFor(t, examId, ssn, `10.8.0.${ssnIndex}`);
    await openFor(t, hash);
    await t.call('saveAnswer', { hash, questionId: mcq().id, answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 1 });
    await t.call('saveAnswer', {
      hash,
      questionId: essay().id,
      answer: { type: 'EssayComponent', text: richTextFromPlain('Because') },
      seq: 2,
    });
    await t.call('submitExam', { id: hash });
    const row = await db().selectFrom('attempts').select(['id', 'applicant_id']).where('hash', '=', hash).executeTakeFirstOrThrow();
    const feedback = lang === 'Ar' ? 'أحسنت <b>جدًا</b>' : 'Well argued <b>indeed</b>';
    expect(
      (await t.call('gradeExam', { id: row.id, answerdquestions: [{ id: essay().id, score: 1, feedback }] }, { token: admin })).statusCode,
    ).toBe(200);
    if (release) expect((await t.call('releaseResults', { id: examId }, { token: admin })).statusCode).toBe(200);
    return { examId, attemptId: row.id, applicantId: row.applicant_id, ssn, feedback };
  }

  test('English: A4 letter with the school name and logo, the score, marks, feedback once released, and a signature line; audited', async () => {
    const { attemptId, ssn, feedback } = await gradedAttempt('En', true);
    const response = await open(`/print/letter?attempt=${attemptId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain(`<h1>${LETTER_EN.heading}</h1>`);
    expect(body).toContain('مدرسة النيل الدولية');
    expect(body).toContain(`<img class="school-logo" src="${PNG_DATA_URL}"`);
    expect(body).toContain('Admission test');
    expect(body).toContain(maskSsn(ssn));
    expect(body).not.toContain(ssn);
    expect(body).toContain('Pick the primes');
    expect(body).toContain('Why science?');
    expect(body).toContain(escapeHtml(feedback));
    expect(body).not.toContain('<b>indeed</b>');
    expect(body).toContain(`${LETTER_EN.signature} — ${LETTER_EN.signatory}`);
    expect(body).not.toContain(LETTER_EN.notReleased);
    const audit = await db().selectFrom('audit_log').select('subject_id').where('action', '=', 'applicant.letter').execute();
    expect(audit.map((row) => Number(row.subject_id))).toContain(attemptId);
  });

  test('Arabic: right to left, every label in Arabic; before release no feedback and a note says so', async () => {
    const { examId, applicantId, feedback } = await gradedAttempt('Ar', false);
    const url = `/print/letter?applicant=${applicantId}&assessment=${examId}`;
    await printerReviews(examId);
    const before = (await open(url, downloader)).body;
    expect(before).toContain('<html lang="ar" dir="rtl">');
    expect(before).toContain(`<h1>${LETTER_AR.heading}</h1>`);
    for (const label of [
      LETTER_AR.applicant,
      LETTER_AR.nationalId,
      LETTER_AR.assessment,
      LETTER_AR.score,
      LETTER_AR.percent,
      LETTER_AR.signature,
    ]) {
      expect(before).toContain(label);
    }
    expect(before).toContain('اختبار القبول');
    expect(before).toContain(LETTER_AR.notReleased);
    expect(before).not.toContain(escapeHtml(feedback));
    expect(before).not.toContain(`<th>${LETTER_AR.feedback}</th>`);
    expect((await t.call('releaseResults', { id: examId }, { token: admin })).statusCode).toBe(200);
    const after = (await open(url, downloader)).body;
    expect(after).toContain(escapeHtml(feedback));
    expect(after).not.toContain(LETTER_AR.notReleased);
  });

  test('staff print only letters of assessments they may see; no flag, no letter; a bad or unknown link says so', async () => {
    const { attemptId } = await gradedAttempt('En', true);
    for (const notReviewer of [
      await open(`/print/letter?attempt=${attemptId}`, grader),
      await open(`/print/letter?attempt=${attemptId}`, downloader),
    ]) {
      expect(notReviewer.statusCode).toBe(403);
      expect(notReviewer.body).toContain(escapeHtml(LETTER_NOT_ALLOWED));
      expect(notReviewer.body).not.toContain('Admission test');
    }
    expect((await open(`/print/letter?attempt=${attemptId}`, interviewer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/print/letter?attempt=${attemptId}` })).statusCode).toBe(401);
    const bad = await open('/print/letter?attempt=abc', admin);
    expect({ status: bad.statusCode, text: bad.body.includes(escapeHtml(LETTER_QUERY_INVALID)) }).toEqual({ status: 400, text: true });
    const missing = await open('/print/letter?attempt=99999999', admin);
    expect({ status: missing.statusCode, text: missing.body.includes(LETTER_NOT_FOUND) }).toEqual({ status: 404, text: true });
  });

  test('the Final report carries the school brand and a score column per assessment taken that the reader may see', async () => {
    const { examId, attemptId } = await gradedAttempt('En', false);
    const row = await db().selectFrom('attempts').select(['percent']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    const head = '<th class="num" dir="auto">Admission test</th>';
    const cell = `<td class="num">${Math.round(Number(row.percent) * 100) / 100}%</td>`;
    const unseen = (await open('/print/p', downloader)).body;
    expect(unseen).toContain('<img class="school-logo"');
    expect(unseen).not.toContain(head);
    expect((await open('/print/p', admin)).body).toContain(head);
    await printerReviews(examId);
    const body = (await open('/print/p', downloader)).body;
    expect(body).toContain(head);
    expect(body).toContain(cell);
  });
});
