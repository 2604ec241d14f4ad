import type { AssessmentCallName } from '@mizan/shared';
import { HttpError } from '../errors';
import type { Handlers } from './handler';

const NOT_YET = 'This assessment call is not available yet on this server.';
const notYet = async (): Promise<never> => {
  throw new HttpError(501, NOT_YET);
};

/** The assessment area's handlers (issue 4). Filled in by the next commits. */
export const assessmentHandlers = {
  addAssessment: notYet,
  updateAssessment: notYet,
  listAssessments: notYet,
  getAssessment: notYet,
  publishAssessment: notYet,
  pullAssessment: notYet,
  deleteAssessment: notYet,
  addSubject: notYet,
  listSubjects: notYet,
  listGrades: notYet,
  listGroups: notYet,
  listTeachers: notYet,
  gradeSubjects: notYet,
  studentExams: notYet,
  studentSolution: notYet,
  gradedExam: notYet,
  gradeExam: notYet,
  itemAnalysis: notYet,
} satisfies Pick<Handlers, AssessmentCallName>;
