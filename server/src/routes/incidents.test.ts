import {
  ASSESSMENT_NOT_FOUND_BRIEF,
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_INVALID,
  INCIDENT_COMPENSATION_REFUSED_CODE,
  INCIDENT_MINUTES_INVALID,
  INCIDENT_NOTE_REQUIRED,
  INCIDENT_NOTE_REQUIRED_CODE,
  INCIDENT_RECORDED,
  ROOM_NOT_RUNNING_EXTEND,
  ROOM_NOT_TIMED,
  incidentRecordedWithMinutesMessage,
  type Incident,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { ATTEMPT_NOT_FOUND_FOR_STAFF } from '../services/attempt-moves';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const Q1 = mcq({ id: 'incidq0001' });

describe.each(testDatabases())('incidents in the control room on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const attemptOf = (hash: string) =>
    db()
      .selectFrom('attempts')
      .select(['id', 'deadline', 'extra_minutes', 'submitted_at'])
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
  const incidentsOf = async (examId: number, token = admin) => {
    const response = await t.call('getIncidents', { id: examId }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Incident[] }>().data;
  };
  const auditOf = (action: string, subjectId: number) =>
    db().selectFrom('audit_log').select(['details']).where('action', '=', action).where('subject_id', '=', String(subjectId)).execute();

  async function running(name: string, columns: Parameters<typeof insertExam>[2] = { istimed: 1, duration: 20 }) {
    const examId = await insertExam(db(), [Q1], columns);
    const person = await insertApplicant(db(), name);
    const hash = await registerFor(t, examId, person.ssn);
    await openFor(t, hash);
    return { examId, hash, attemptId: (await attemptOf(hash)).id };
  }

  test('every category is recorded and listed per assessment, oldest first, with the ID masked; audited', async () => {
    const { examId, attemptId } = await running('Hala Incidents');
    for (const category of INCIDENT_CATEGORIES) {
      clock.advanceSeconds(1);
      const response = await t.call('addIncident', { attemptId, category, note: `Note for ${category}` }, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { msg: INCIDENT_RECORDED } });
    }
    const listed = await incidentsOf(examId);
    expect(listed.map((incident) => incident.category)).toEqual([...INCIDENT_CATEGORIES]);
    expect(listed[0]).toMatchObject({
      attemptId,
      applicantName: 'Hala Incidents',
      trial: 1,
      note: 'Note for power',
      minutes: 0,
      recordedBy: 'Administrator',
    });
    expect(listed[0].ssn).toContain('•');
    expect(await auditOf('attempt.incident', attemptId)).toHaveLength(INCIDENT_CATEGORIES.length);
    expect(await incidentsOf(await insertExam(db(), [Q1], { istimed: 1, duration: 20 }))).toEqual([]);
  });

  test('minutes given back extend the attempt exactly once, through the extend, in the same step', async () => {
    const { examId, attemptId, hash } = await running('Sami Power');
    const before = await attemptOf(hash);
    const response = await t.call('addIncident', { attemptId, category: 'power', note: '', minutes: 5 }, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: { msg: incidentRecordedWithMinutesMessage(5) },
    });
    const after = await attemptOf(hash);
    expect(new Date(after.deadline!).getTime() - new Date(before.deadline!).getTime()).toBe(5 * 60_000);
    expect(after.extra_minutes - before.extra_minutes).toBe(5);
    const [extend] = await auditOf('attempt.extend', attemptId);
    expect(extend.details).toMatchObject({ minutes: 5 });
    expect(await auditOf('attempt.extend', attemptId)).toHaveLength(1);
    expect((await incidentsOf(examId))[0]).toMatchObject({ category: 'power', minutes: 5 });
  });

  test('minutes for an attempt that cannot be extended: 409 with a code, no incident kept, nothing moved', async () => {
    const untimed = await running('Rana Untimed', { istimed: 0 });
    const refused = await t.call('addIncident', { attemptId: untimed.attemptId, category: 'noise', minutes: 3 }, { token: admin });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { msg: ROOM_NOT_TIMED, code: INCIDENT_COMPENSATION_REFUSED_CODE },
    });
    expect(await incidentsOf(untimed.examId)).toEqual([]);

    const ended = await running('Tarek Ended');
    expect((await t.call('submitExam', { id: ended.hash })).statusCode).toBe(200);
    const late = await t.call('addIncident', { attemptId: ended.attemptId, category: 'device', minutes: 3 }, { token: admin });
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 409,
      body: { msg: ROOM_NOT_RUNNING_EXTEND, code: INCIDENT_COMPENSATION_REFUSED_CODE },
    });
    expect(await incidentsOf(ended.examId)).toEqual([]);
    expect(await auditOf('attempt.incident', ended.attemptId)).toEqual([]);
    const noMinutes = await t.call('addIncident', { attemptId: ended.attemptId, category: 'illness' }, { token: admin });
    expect(noMinutes.statusCode).toBe(200);
  });

  test('bad input: a clear 400, a code where the rule is ours, nothing recorded', async () => {
    const { examId, attemptId } = await running('Ziad Bad Input');
    for (const category of ['misconduct', 'other'] as const) {
      const response = await t.call('addIncident', { attemptId, category, note: '   ' }, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { msg: INCIDENT_NOTE_REQUIRED, code: INCIDENT_NOTE_REQUIRED_CODE },
      });
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ attemptId, category: 'fire' }, INCIDENT_CATEGORY_INVALID],
      [{ attemptId, category: 'late', minutes: -1 }, INCIDENT_MINUTES_INVALID],
      [{ attemptId, category: 'late', minutes: 2.5 }, INCIDENT_MINUTES_INVALID],
      [{ attemptId, category: 'late', minutes: 601 }, INCIDENT_MINUTES_INVALID],
    ];
    for (const [data, msg] of cases) {
      const response = await t.call('addIncident', data as never, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
    }
    const nul = await t.call('addIncident', { attemptId, category: 'other', note: 'Phone\u0000 seen' }, { token: admin });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ msg: string }>().msg).toContain('NUL');
    expect(await incidentsOf(examId)).toEqual([]);
  });

  test('only staff who run the room: others get 404 and nothing is recorded', async () => {
    const { examId, attemptId } = await running('Maha Hidden Incident');
    const examOnly = await signInWithFlags(t, admin, 'incident-exam-only', ['exam']);
    const add = await t.call('addIncident', { attemptId, category: 'late', minutes: 5 }, { token: examOnly });
    expect({ status: add.statusCode, body: add.json() }).toEqual({ status: 404, body: { msg: ATTEMPT_NOT_FOUND_FOR_STAFF } });
    const list = await t.call('getIncidents', { id: examId }, { token: examOnly });
    expect({ status: list.statusCode, body: list.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND_BRIEF } });
    expect(await incidentsOf(examId)).toEqual([]);
  });
});
