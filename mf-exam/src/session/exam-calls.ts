import type { QuestionAnswer, StudentExam } from '@mizan/shared';
import { applicantApi, uploadMedia } from '@mizan/shared/browser';
import { AnswerJournal } from '../state/answer-journal';
import type { SaveResult } from '../state/answer-outbox';
import { forgetExam, rememberExam, wasOpenBefore } from '../state/exam-key';
import { loadStudentExam } from '../state/load-student-exam';

export interface UnsentAnswer {
  questionId: string;
  answer: QuestionAnswer | null;
  seq: number;
}

/** What the session asks of the server and the device; the browser's by default, fakes in unit tests. */
export interface ExamCalls {
  /** The first look at the exam (the page's early request when it came back good). */
  open(hash: string): Promise<StudentExam>;
  /** A fresh look (the clock, whether it is still open). */
  fetch(hash: string): Promise<StudentExam>;
  save(hash: string, entry: UnsentAnswer): Promise<SaveResult>;
  submit(hash: string, unsent: UnsentAnswer[]): Promise<{ data?: string | null; nextExamId?: number }>;
  upload(hash: string, blob: Blob, name: string, onProgress?: (fraction: number) => void): Promise<{ url: string }>;
  journal(hash: string): AnswerJournal;
  /** The stored exam key (SPEC §4): a reload of an exam that was open submits it unless it may resume. */
  examKey: { remember(hash: string): void; forget(hash: string): void; wasOpenBefore(hash: string): boolean };
}

export const browserExamCalls: ExamCalls = {
  open: async (hash) => (await loadStudentExam(hash)).data,
  fetch: async (hash) => (await applicantApi.call('studentExam', { id: hash })).data,
  save: async (hash, { questionId, answer, seq }) => (await applicantApi.call('saveAnswer', { hash, questionId, answer, seq })).data,
  submit: (hash, unsent) => applicantApi.call('submitExam', { id: hash, ...(unsent.length > 0 ? { answers: unsent } : {}) }),
  upload: (hash, blob, name, onProgress) => uploadMedia(blob, { attemptHash: hash, name, onProgress }),
  journal: (hash) => new AnswerJournal(hash),
  examKey: { remember: rememberExam, forget: forgetExam, wasOpenBefore },
};
