import type { RequestOf, doubleMarkingCalls } from '@mizan/shared';
import { essay } from '../../../shared/src/questions/testing/fixtures';
import { insertAttempt } from './assessment-fixtures';
import type { TestApp } from './test-app';

type MarkingCallName = keyof typeof doubleMarkingCalls;

export const essayText = (words: string) =>
  ({ type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: words }] }] }) as const;

/** An anonymously, double-marked assessment of its own with one essay and a submission. */
export async function insertMarkedAssessment(t: TestApp, name: string): Promise<{ assessmentId: number; attemptId: number }> {
  const db = t.database.db;
  const assessment = await db
    .insertInto('assessments')
    .values({ name, questions: JSON.stringify([essay()]), published: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assessment_marking')
    .values({ assessment_id: assessment.id, double_marking: true, anonymous_marking: true })
    .execute();
  const applicant = await db.selectFrom('applicants').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const attemptId = await insertAttempt(db, {
    assessmentId: assessment.id,
    applicantId: applicant.id,
    answers: { [essay().id]: essayText('An answer to mark twice.') } as never,
  });
  return { assessmentId: assessment.id, attemptId };
}

/** A valid payload for each double-marking call (the access walk's table). */
export async function markingSamples(t: TestApp): Promise<{ [Name in MarkingCallName]: RequestOf<Name> }> {
  const { assessmentId, attemptId } = await insertMarkedAssessment(t, 'Access walk: double marking');
  return {
    markingSettings: { id: assessmentId },
    saveMarkingSettings: { id: assessmentId, doubleMarking: true, thresholdPercent: 25, anonymousMarking: true },
    revealMarking: { id: assessmentId },
    markingAgreement: { id: assessmentId },
    moderationQueue: { id: assessmentId },
    answerMarks: { id: attemptId },
  };
}

/** What a grader's sheet (student/getsolution.php, gradedexam) says of marking, as the double-marking suite reads it. */
type MarkingState = {
  doubleMarking: boolean;
  anonymous: boolean;
  thresholdPercent: number;
  questions: Array<{ id: string; role: string | null; state: string; resolution: string | null; moderationMarks: number[] | null }>;
};
export type MarkingSheet = {
  id: number;
  status: string;
  studentname: string;
  ssn: string;
  student_id: number;
  needsGrading: number;
  answerdquestions: Array<{ id: string; score: string; feedback: string }>;
  marking?: MarkingState;
};
