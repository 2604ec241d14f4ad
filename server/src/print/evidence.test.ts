import { sql } from 'kysely';
import { richTextFromPlain } from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { EVIDENCE_NOT_ALLOWED, EVIDENCE_NOT_FOUND, EVIDENCE_QUERY_INVALID } from './evidence-route';
import { EVIDENCE_AR } from './evidence-text-ar';
import { EVIDENCE_EN } from './evidence-text';
import { escapeHtml } from './html';

jest.setTimeout(180_000);

const Q1 = mcq({ id: 'evidq00001', headertxt: 'Pick the primes' });
const Q2 = essay({ id: 'evidq00002', headertxt: 'Why science?' });

/** The evidence pack (/print/evidence): a busy attempt's record, in English and Arabic, for the staff who may see it; audited. */
describe.each(testDatabases())('evidence pack on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let grader: string;
  let downloader: string;
  let proctor: string;
  let interviewer: string;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    grader = await t.signIn(t.accounts.grader.username, t.accounts.grader.password);
    downloader = await signInWithFlags(t, admin, 'evidence-printer', ['download']);
    proctor = await signInWithFlags(t, admin, 'evidence-proctor', ['exam']);
    interviewer = await signInWithFlags(t, admin, 'evidence-interviewer', ['interview']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { quiztoken: cookie } } : {}) });
  const ok = async (call: Promise<{ statusCode: number; body: string }>) => {
    const response = await call;
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  };
  /** The audit log stamps rows with the database's clock; the pack orders them against the attempt's, which here is the test's. */
  const stampedNow = async (rows = 1) => {
    const last = await db().selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(rows).execute();
    const ids = last.map((row) => row.id);
    await sql`update audit_log set at = ${clock.now().toISOString()}::timestamptz where id = any(${ids}::int[])`.execute(db());
  };
  const reviews = async (username: string, examId: number) => {
    const user = await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await db().insertInto('assessment_reviewers').values({ assessment_id: examId, user_id: user.id, can_edit: false }).execute();
  };

  /**
   * A timed (30 minutes) attempt: started, three saves (the first question
   * twice), ten minutes given for a fire drill, a network failure with five
   * minutes given back, released to another browser, submitted by staff,
   * graded, then graded again (a re-mark).
   */
  async function busyAttempt(lang: 'En' | 'Ar', name: string) {
    clock.set('2031-03-01T08:00:00.000Z');
    const examId = await insertExam(db(), [Q1, Q2], {
      name: lang === 'Ar' ? 'اختبار القبول' : 'Admission test',
      lang,
      istimed: 1,
      duration: 30,
    });
    const person = await insertApplicant(db(), name);
    await ok(t.call('setSignalSetting', { id: examId, recordSignals: true }, { token: admin }));
    const hash = await registerFor(t, examId, person.ssn);
    clock.advanceSeconds(30);
    await openFor(t, hash);
    const attempt = await db().selectFrom('attempts').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
    const attemptId = attempt.id;
    await db()
      .insertInto('device_checks')
      .values({
        attempt_id: attemptId,
        verdict: 'failed',
        checks: JSON.stringify([
          { check: 'microphone', outcome: 'fail', detail: 'NotAllowedError' },
          { check: 'network', outcome: 'pass', detail: '80 ms' },
        ]),
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
        checked_at: '2031-03-01T07:55:00.000Z',
      })
      .execute();
    await db()
      .insertInto('attempt_proctor_decisions')
      .values({
        attempt_id: attemptId,
        kind: 'resume',
        sign: 'ab'.repeat(32),
        state: 'approved',
        via: 'room',
        reason: 'Known to the proctor',
        requested_at: '2031-03-01T08:06:00.000Z',
        decided_at: '2031-03-01T08:06:20.000Z',
        decided_by: null,
      })
      .execute();
    clock.advanceSeconds(60);
    await ok(t.call('saveAnswer', { hash, questionId: Q1.id, answer: { type: 'MCQ', selected: ['optA'] }, seq: 1 }));
    clock.advanceSeconds(60);
    await ok(
      t.call('saveAnswer', { hash, questionId: Q2.id, answer: { type: 'EssayComponent', text: richTextFromPlain('Because') }, seq: 2 }),
    );
    clock.advanceSeconds(60);
    await ok(t.call('saveAnswer', { hash, questionId: Q1.id, answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 3 }));
    await ok(t.call('sendSignals', { id: hash, signals: [{ kind: 'fullscreen-left', at: '2031-03-01T08:03:20.000Z' }] }));
    clock.advanceSeconds(60);
    await ok(t.call('extendAttempt', { attemptId, minutes: 10, reason: 'Fire drill <b>now</b>' }, { token: admin }));
    await stampedNow();
    clock.advanceSeconds(60);
    await ok(t.call('addIncident', { attemptId, category: 'network', note: 'The lab switch failed', minutes: 5 }, { token: admin }));
    await stampedNow(2);
    clock.advanceSeconds(60);
    await ok(t.call('moveAttempt', { attemptId, reason: 'Computer crashed' }, { token: admin }));
    await stampedNow();
    clock.advanceSeconds(60);
    await ok(t.call('submitAttempt', { attemptId, reason: 'Left the room' }, { token: admin }));
    await stampedNow();
    await ok(t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: Q2.id, score: 0, feedback: 'Too short' }] }, { token: admin }));
    await ok(
      t.call(
        'gradeExam',
        { id: attemptId, answerdquestions: [{ id: Q2.id, score: 1, feedback: 'On a second look, fine' }] },
        { token: admin },
      ),
    );
    return { examId, attemptId };
  }

  test('English: identity, every save kept with its time left, the deadline over time, staff actions, the incident, the submission and the re-mark; audited', async () => {
    const { attemptId } = await busyAttempt('En', 'Hala Evidence');
    const response = await open(`/print/evidence?attempt=${attemptId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain(`<h1>${EVIDENCE_EN.heading}</h1>`);
    for (const words of [
      'Hala Evidence',
      'Admission test',
      'Pick the primes',
      'Why science?',
      'The lab switch failed',
      'Computer crashed',
      'Left the room',
    ]) {
      expect(body).toContain(words);
    }
    expect(body).toContain(escapeHtml('Fire drill <b>now</b>'));
    expect(body).not.toContain('<b>now</b>');
    // Started at 08:00:30 with 30 minutes; Q2 saved at 08:02:30, Q1 last at 08:03:30 (seq 3); extended by 10 at 08:04:30, 5 more at 08:05:30.
    expect(body).toMatch(/<td class="num">2<\/td><td class="num"><bdi dir="ltr">0:28:00<\/bdi>/);
    expect(body).toMatch(/<td class="num">3<\/td><td class="num"><bdi dir="ltr">0:27:00<\/bdi>/);
    expect(body).toContain(EVIDENCE_EN.savesNote(2, 2));
    for (const label of [
      EVIDENCE_EN.deadlineChange.start,
      EVIDENCE_EN.deadlineChange.extend,
      EVIDENCE_EN.staffAction.extend,
      EVIDENCE_EN.staffAction.move,
      EVIDENCE_EN.staffAction.submit,
      EVIDENCE_EN.categories.network,
      EVIDENCE_EN.submitter.staff,
      EVIDENCE_EN.status.graded,
      EVIDENCE_EN.remark.grade,
      EVIDENCE_EN.signalsNote,
      EVIDENCE_EN.verdict.failed,
      'Microphone: Failed (<bdi dir="ltr">NotAllowedError</bdi>)',
      'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
      `${EVIDENCE_EN.proctorState.approved} ${EVIDENCE_EN.proctorVia.room}`,
      EVIDENCE_EN.proctorKind.resume,
      'Known to the proctor',
      '<bdi dir="ltr">abababab…</bdi>',
    ]) {
      expect(body).toContain(label);
    }
    // The deadline 08:30:30, then 08:40:30, then 08:45:30; submitted at 08:07:30 with 38 minutes left.
    expect(body).toMatch(
      /<td class="when">[^<]*08:04:30[^<]*<\/td><td>Extension<\/td><td class="num">10<\/td><td class="when">[^<]*08:40:30/,
    );
    expect(body).toMatch(
      /<td class="when">[^<]*08:05:30[^<]*<\/td><td>Extension<\/td><td class="num">5<\/td><td class="when">[^<]*08:45:30/,
    );
    expect(body).toContain(`<dt>${EVIDENCE_EN.timeLeftAtSubmission}</dt><dd><bdi dir="ltr">0:38:00</bdi>`);
    // The essay graded 0, then 1 on a second look: the percent from the submission's 50 to 50, then 62.5.
    expect(body).toContain('<bdi dir="ltr">50 → 50</bdi>');
    expect(body).toContain('<bdi dir="ltr">50 → 62.5</bdi>');
    expect(body).toMatch(/<td class="when">[^<]*08:03:30[^<]*<\/td><td class="when">[^<]*08:03:20[^<]*<\/td><td>Left full screen<\/td>/);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['subject_id', 'actor_user_id'])
      .where('action', '=', 'attempt.evidence')
      .where('subject_id', '=', String(attemptId))
      .execute();
    expect(audit).toHaveLength(1);
    const again = (await open(`/print/evidence?attempt=${attemptId}`, admin)).body;
    expect(again.match(new RegExp(EVIDENCE_EN.view.evidence, 'g'))?.length).toBeGreaterThanOrEqual(2);
  });

  test('Arabic: right to left, every heading in Arabic, page numbers in Arabic', async () => {
    const { attemptId } = await busyAttempt('Ar', 'هالة الأدلة');
    const body = (await open(`/print/evidence?attempt=${attemptId}`, admin)).body;
    expect(body).toContain('<html lang="ar" dir="rtl">');
    for (const label of [
      EVIDENCE_AR.heading,
      EVIDENCE_AR.identity,
      EVIDENCE_AR.registration,
      EVIDENCE_AR.time,
      EVIDENCE_AR.saves,
      EVIDENCE_AR.incidents,
      EVIDENCE_AR.submission,
      EVIDENCE_AR.result,
      EVIDENCE_AR.categories.network,
      EVIDENCE_AR.submitter.staff,
      'خروج من ملء الشاشة',
      EVIDENCE_AR.verdict.failed,
      'الميكروفون: فشل',
      EVIDENCE_AR.proctorState.approved,
      'هالة الأدلة',
      'اختبار القبول',
    ]) {
      expect(body).toContain(label);
    }
    expect(body).toContain('counter(page) " من " counter(pages)');
    expect(body).not.toContain(EVIDENCE_EN.saves);
  });

  test('only staff who may see the assessment; 401 signed out; a bad or unknown attempt says so and changes nothing', async () => {
    const { examId, attemptId } = await busyAttempt('En', 'Omar Access');
    const url = `/print/evidence?attempt=${attemptId}`;
    for (const token of [grader, downloader, proctor]) {
      const refused = await open(url, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(escapeHtml(EVIDENCE_NOT_ALLOWED));
      expect(refused.body).not.toContain('Omar Access');
    }
    expect((await open(url, interviewer)).statusCode).toBe(403);
    expect((await open(url)).statusCode).toBe(401);
    await reviews('evidence-printer', examId);
    await reviews('evidence-proctor', examId);
    for (const token of [downloader, proctor]) expect((await open(url, token)).statusCode).toBe(200);
    const audited = () =>
      db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'attempt.evidence')
        .execute()
        .then((rows) => rows.length);
    const before = await audited();
    for (const nul of ['1%00', '%00']) {
      const response = await open(`/print/evidence?attempt=${nul}`, admin);
      expect({ status: response.statusCode, named: response.body.includes('NUL') }).toEqual({ status: 400, named: true });
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', `${attemptId}&attempt=${attemptId}`, '']) {
      const response = await open(`/print/evidence?attempt=${bad}`, admin);
      expect({ bad, status: response.statusCode, text: response.body.includes(escapeHtml(EVIDENCE_QUERY_INVALID)) }).toEqual({
        bad,
        status: 400,
        text: true,
      });
    }
    expect((await open('/print/evidence', admin)).statusCode).toBe(400);
    const missing = await open('/print/evidence?attempt=99999999', admin);
    expect({ status: missing.statusCode, text: missing.body.includes(EVIDENCE_NOT_FOUND) }).toEqual({ status: 404, text: true });
    expect(await audited()).toBe(before);
  });
});
