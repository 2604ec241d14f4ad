import type { ExamRoom } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { insertRoom } from '../test-support/exam-room-people';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(300_000);

const ROOM_SIZE = 2_000;
const QUESTIONS = [mcq({ id: 'scaleq0001' }), mcq({ id: 'scaleq0002' }), mcq({ id: 'scaleq0003' })];

/** The room's one read at exam-day size; its timing is measured by bench/exam-room.mjs, never asserted here. */
describe.each(testDatabases())('the control room of 2,000 attempts on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let examId: number;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    examId = await insertExam(t.database.db, QUESTIONS, { istimed: 1, duration: 60 });
    await insertRoom(
      t.database.db,
      examId,
      ROOM_SIZE,
      clock.now(),
      QUESTIONS.slice(0, 2).map((question) => question.id),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  test('answers every attempt with its state, answers and time left, and the counts add up', async () => {
    const response = await t.call('examRoom', { id: examId }, { token: admin });
    expect(response.statusCode).toBe(200);
    const room = response.json<{ data: ExamRoom }>().data;
    expect(room.attempts).toHaveLength(ROOM_SIZE);
    expect(room.counts).toEqual({
      registered: 2_000,
      started: 1_500,
      answering: 500,
      idle: 0,
      offline: 500,
      submitted: 500,
      autoSubmitted: 0,
    });
    const answering = room.attempts.filter((attempt) => attempt.state === 'answering');
    for (const attempt of answering) expect(attempt).toMatchObject({ answered: 2, total: 3, lastSaveSecondsAgo: 0, secondsLeft: 3_600 });
    expect(
      room.attempts
        .filter((attempt) => attempt.state === 'offline')
        .every((attempt) => attempt.answered === 0 && attempt.lastSaveSecondsAgo === 600),
    ).toBe(true);
    expect(new Set(room.attempts.map((attempt) => attempt.id)).size).toBe(ROOM_SIZE);
  });
});
