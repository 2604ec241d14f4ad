import type { Kysely } from 'kysely';
import { scoreAttempt, type AssessmentCallName, type Question, type QuestionAnswer, type RequestOf } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import type { Database } from '../db/schema';

/** A valid builder payload (admin/addexam.php) with one MCQ; override any field. */
export function validAssessment(overrides: Partial<RequestOf<'addAssessment'>> = {}): RequestOf<'addAssessment'> {
  return {
    name: 'Grade 10 Admission — Mathematics',
    lang: 'En',
    startdate: '2030-06-01T08:00:00.000Z',
    enddate: '2030-06-30T20:00:00.000Z',
    nooftrials: 1,
    istimed: 0,
    duration: null,
    grade: 'Grade 10',
    type: 'Admission',
    selectedgroups: [{ groupname: 'Group A' }],
    selectedteachers: [],
    questions: [mcq()],
    ...overrides,
  };
}

export interface AssessmentFixtures {
  /** An assessment the access walk may read, update, publish and pull. */
  assessmentId: number;
  /** One it may delete (no attempts). */
  deletableId: number;
  /** A submitted attempt of the kept assessment, to read and grade. */
  attemptId: number;
  /** A comment of the kept assessment's feedback bank, to delete. */
  feedbackCommentId: number;
}

/** Rows the access test's samples need, inserted straight into the database. */
export async function createAssessmentFixtures(db: Kysely<Database>): Promise<AssessmentFixtures> {
  const insert = (name: string) =>
    db
      .insertInto('assessments')
      .values({ name, questions: JSON.stringify([mcq()]) })
      .returning('id')
      .executeTakeFirstOrThrow();
  const kept = await insert('Access walk: kept');
  const deletable = await insert('Access walk: deletable');
  const applicant = await db.selectFrom('applicants').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const attemptId = await insertAttempt(db, {
    assessmentId: kept.id,
    applicantId: applicant.id,
    answers: { [mcq().id]: { type: 'MCQ', selected: ['optA'] } },
  });
  const comment = await db
    .insertInto('feedback_comments')
    .values({ assessment_id: kept.id, text: 'Access walk: show your working.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { assessmentId: kept.id, deletableId: deletable.id, attemptId, feedbackCommentId: comment.id };
}

/** A valid payload for each assessment call (the access test's table). */
export function assessmentSamples(fixtures: AssessmentFixtures): { [Name in AssessmentCallName]: RequestOf<Name> } {
  const { assessmentId, deletableId, attemptId } = fixtures;
  return {
    addAssessment: validAssessment({ name: 'Access walk: added' }),
    updateAssessment: { ...validAssessment({ name: 'Access walk: kept' }), id: assessmentId },
    listAssessments: '1',
    getAssessment: { id: assessmentId },
    publishAssessment: { id: assessmentId },
    pullAssessment: { id: assessmentId },
    deleteAssessment: { id: deletableId },
    addSubject: { subject: `Access walk subject ${Date.now()}` },
    listSubjects: undefined,
    listGrades: undefined,
    listGroups: undefined,
    listTeachers: undefined,
    gradeSubjects: { grade: 'Grade 10' },
    studentExams: { pagenumber: 1, pagesize: 15, search: '', status: 'submitted' },
    studentSolution: { id: attemptId },
    gradedExam: { id: attemptId },
    gradeExam: { id: attemptId, answerdquestions: [] },
    itemAnalysis: { id: assessmentId },
    feedbackBank: { exam_id: assessmentId },
    addFeedbackComment: { exam_id: assessmentId, text: `Access walk comment ${Date.now()}` },
    deleteFeedbackComment: { id: fixtures.feedbackCommentId },
  };
}

let attemptSequence = 0;

export interface TestAttempt {
  assessmentId: number;
  applicantId: number;
  answers: Record<string, QuestionAnswer>;
  /** Submitted at this instant (default: now); null leaves it in progress. */
  submittedAt?: Date | null;
  trial?: number;
}

/**
 * An attempt as the exam engine leaves it (migration 0005): the questions
 * snapshot taken from the assessment, the answers, and, once submitted, the
 * automatic marks per answer, percent, career and grading state, computed with
 * the shared scoreAttempt. Inserted straight into the tables so the grading
 * tests do not depend on the engine's calls.
 */
export async function insertAttempt(db: Kysely<Database>, attempt: TestAttempt): Promise<number> {
  const assessment = await db
    .selectFrom('assessments')
    .select('questions')
    .where('id', '=', attempt.assessmentId)
    .executeTakeFirstOrThrow();
  const questions = assessment.questions as Question[];
  const submittedAt = attempt.submittedAt === undefined ? new Date() : attempt.submittedAt;
  const marks = scoreAttempt(questions, attempt.answers);
  attemptSequence += 1;
  const inserted = await db
    .insertInto('attempts')
    .values({
      hash: `test${String(attemptSequence).padStart(4, '0')}${'x'.repeat(24)}`,
      applicant_id: attempt.applicantId,
      assessment_id: attempt.assessmentId,
      trial: attempt.trial ?? 1,
      questions: JSON.stringify(questions),
      shuffle_seed: `seed-${attemptSequence}`,
      started_at: new Date((submittedAt ?? new Date()).getTime() - 10 * 60_000),
      submitted_at: submittedAt,
      submitted_by: submittedAt ? 'applicant' : null,
      percent: submittedAt ? marks.percent : null,
      career: submittedAt && marks.career ? marks.career.code : '',
      needs_grading: submittedAt ? marks.needsGrading : 0,
      status: submittedAt ? (marks.needsGrading === 0 ? 'graded' : 'submitted') : 'inprogress',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const byId = new Map(marks.questions.map((question) => [question.questionId, question.score]));
  const rows = Object.entries(attempt.answers).map(([questionId, answer], index) => ({
    attempt_id: inserted.id,
    question_id: questionId,
    answer: JSON.stringify(answer),
    seq: index + 1,
    score: submittedAt ? (byId.get(questionId) ?? null) : null,
  }));
  if (rows.length > 0) await db.insertInto('answers').values(rows).execute();
  return inserted.id;
}
