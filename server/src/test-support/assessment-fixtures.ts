import type { Kysely } from 'kysely';
import type { AssessmentCallName, Question, RequestOf } from '@mizan/shared';
import { everyType, mcq } from '../../../shared/src/questions/testing/fixtures';
import type { Database } from '../db/schema';

/** A valid builder payload (admin/addexam.php) with one MCQ; override any field. */
export function validAssessment(overrides: Partial<RequestOf<"addAssessment">> = {}): RequestOf<"addAssessment"> {
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

/** Every type, valid. */
export function everyQuestionType(): Question[] {
  return everyType();
}

export interface AssessmentFixtures {
  /** An assessment the access walk may read, update, publish and pull. */
  assessmentId: number;
  /** One it may delete (no attempts). */
  deletableId: number;
  /** A submission to read and grade (0 while the attempts table does not exist). */
  attemptId: number;
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
  return { assessmentId: kept.id, deletableId: deletable.id, attemptId: 0 };
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
  };
}
