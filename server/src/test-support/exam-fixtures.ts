import type { ExamCallName, RequestOf } from '@mizan/shared';
import type { TestApp } from './test-app';

/**
 * What the access walk needs to call the applicant's calls: an attempt hash
 * to read, save to and ask results of, and a fresh one for each submit (an
 * attempt is submitted once; any later submit answers 409 by design).
 */
export interface ExamFixtures {
  examId: number;
  ssn: string;
  hash: string;
  questionId: string;
  /** A not-yet-submitted attempt's hash per read of the submit sample. */
  nextSubmitHash(): string;
}

/** Placeholders until the attempt engine lands (the next commit registers real attempts here). */
export async function createExamFixtures(_t: TestApp): Promise<ExamFixtures> {
  const placeholder = 'A'.repeat(32);
  return { examId: 1, ssn: '30603151201234', hash: placeholder, questionId: 'q000000001', nextSubmitHash: () => placeholder };
}

/**
 * A valid payload for each applicant call. `submitExam` is a getter on the
 * samples object (see withFreshSubmit), so each read names a fresh attempt.
 */
export function examSamples(fixtures: ExamFixtures): { [Name in ExamCallName]: RequestOf<Name> } {
  return {
    registerForExam: { exam_id: fixtures.examId, ssn: fixtures.ssn },
    studentExam: { id: fixtures.hash },
    saveAnswer: { hash: fixtures.hash, questionId: fixtures.questionId, answer: { type: 'MCQ', selected: [] }, seq: 1 },
    submitExam: { id: fixtures.nextSubmitHash() },
    examResult: { id: fixtures.hash },
  };
}

/** Make every read of `samples.submitExam` name a fresh attempt: a submit succeeds once per attempt. */
export function withFreshSubmit<Samples extends { submitExam: RequestOf<'submitExam'> }>(samples: Samples, fixtures: ExamFixtures): Samples {
  Object.defineProperty(samples, 'submitExam', { get: () => ({ id: fixtures.nextSubmitHash() }), enumerable: true });
  return samples;
}
