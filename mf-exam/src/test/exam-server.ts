import {
  EXAM_REFUSAL_CODES,
  SUBMITTED_BEFORE,
  newQuestion,
  richTextFromPlain,
  toExamView,
  type ExamQuestion,
  type QuestionAnswer,
  type StudentExam,
} from '@mizan/shared';
import { fakeServer, type FakeReply } from './fake-api';

export const HASH = 'H'.repeat(32);
export const NEXT_HASH = 'N'.repeat(32);

export function trueFalse(id: string, text: string): ExamQuestion {
  return toExamView({ ...newQuestion('TrueOrFalse'), id, header: richTextFromPlain(text), headertxt: text }, HASH);
}

export function studentExam(overrides: Partial<StudentExam> = {}, examOverrides: Partial<StudentExam['exam']> = {}): StudentExam {
  return {
    hash: HASH,
    status: 'inprogress',
    trial: 1,
    name: 'Mona Adel',
    exam: {
      id: 7,
      title: 'Admission test',
      lang: 'En',
      istimed: 1,
      duration: 30,
      questions: [trueFalse('q1', 'The sun is a star.'), trueFalse('q2', 'Water boils at 50 °C.'), trueFalse('q3', 'Cairo is in Egypt.')],
      ...examOverrides,
    },
    startedAt: '2026-01-01T09:00:00.000Z',
    deadline: '2026-01-01T09:30:00.000Z',
    serverTime: '2026-01-01T09:10:00.000Z',
    remainingSeconds: 1200,
    graceSeconds: 30,
    answers: [],
    allowResume: false,
    showResults: false,
    submittedAt: null,
    hasNext: false,
    nextHash: null,
    ...overrides,
  };
}

/**
 * The exam calls on the fake server, like the attempt engine: saves kept by
 * the seq rule, one submit wins, 'This test has been submitted before!' after.
 */
export function serveExam(exam: StudentExam, options: { next?: string | null; nextExamId?: number; remainingAfterSave?: number } = {}) {
  const held = new Map<string, { answer: QuestionAnswer | null; seq: number }>();
  for (const saved of exam.answers) held.set(saved.questionId, { answer: saved.answer, seq: saved.seq });
  /** remainingSeconds: what a later fetch answers (the server's clock; the control room may add time). */
  const state = { online: true, submitted: false, saves: [] as [string, number][], remainingSeconds: exam.remainingSeconds };
  const down = (): FakeReply | null => (state.online ? null : 'network-down');
  let fetches = 0;
  fakeServer.on('admin/getstudentexam.php', () => {
    fetches += 1;
    return down() ?? { status: 200, body: { data: fetches === 1 ? exam : { ...exam, remainingSeconds: state.remainingSeconds } } };
  });
  fakeServer.on('student/saveanswer.php', (data) => {
    const offline = down();
    if (offline) return offline;
    if (state.submitted) return { status: 409, body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore } };
    const { questionId, answer, seq } = data as { questionId: string; answer: QuestionAnswer | null; seq: number };
    state.saves.push([questionId, seq]);
    const current = held.get(questionId);
    const applied = !current || seq > current.seq;
    if (applied) held.set(questionId, { answer, seq });
    return {
      status: 200,
      body: {
        data: {
          savedSeq: held.get(questionId)?.seq,
          applied,
          remainingSeconds: options.remainingAfterSave ?? exam.remainingSeconds,
          serverTime: exam.serverTime,
        },
      },
    };
  });
  fakeServer.on('student/submitexam.php', (data) => {
    const offline = down();
    if (offline) return offline;
    if (state.submitted) return { status: 409, body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore } };
    state.submitted = true;
    for (const entry of (data as { answers?: { questionId: string; answer: QuestionAnswer | null; seq: number }[] }).answers ?? []) {
      const current = held.get(entry.questionId);
      if (!current || entry.seq > current.seq) held.set(entry.questionId, { answer: entry.answer, seq: entry.seq });
    }
    const nextExam = options.nextExamId === undefined ? {} : { nextExamId: options.nextExamId };
    return { status: 200, body: { msg: 'Success', data: options.next ?? null, ...nextExam } };
  });
  return { held, state };
}
