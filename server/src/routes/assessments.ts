import { ASSESSMENT_NOT_FOUND, type Assessment, type AssessmentCallName } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { notFound } from '../errors';
import { visibleAssessment } from '../services/assessment-access';
import { addAssessment, deleteAssessment, setPublished, updateAssessment } from '../services/assessment-changes';
import { findAssessmentRow, findReviewers, listAssessments, toAssessment } from '../services/assessment-records';
import type { Caller } from '../services/authenticate';
import { addFeedbackComment, deleteFeedbackComment, feedbackBank } from '../services/feedback-bank';
import { gradingSheet } from '../services/grading-sheet';
import { itemAnalysis } from '../services/item-analysis';
import { listGrades, listGroups, listStaffWithRoles } from '../services/lookups';
import { findStudentExams } from '../services/students-exams';
import { addSubject, gradeSubjects, listSubjects } from '../services/subjects';
import { gradeSubmission } from '../services/submission-grading';
import { signedIn, type Handlers } from './handler';

export const ASSESSMENT_ADDED = 'Assessment added successfully.';
export const ASSESSMENT_UPDATED = 'Assessment updated successfully.';
export const ASSESSMENT_UPDATED_STARTED =
  'Assessment updated successfully. Applicants who had already started it keep the questions they started with.';
export const ASSESSMENT_PUBLISHED = (id: number) => `Assessment published. Applicants can register at /apply/${id}.`;
export const ASSESSMENT_ALREADY_PUBLISHED = 'The assessment was already published.';
export const ASSESSMENT_PULLED = 'Assessment pulled. Applicants can no longer register for it.';
export const ASSESSMENT_ALREADY_PULLED = 'The assessment was not published.';
export const ASSESSMENT_DELETED = 'Assessment deleted.';
export const SUBJECT_ADDED = 'Subject added successfully.';

async function assessmentAnswer(services: Pick<AppServices, 'db'>, id: number): Promise<Assessment> {
  const row = await findAssessmentRow(services.db, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return toAssessment(row, await findReviewers(services.db, id));
}

/** Publish or pull, answering the refreshed list. */
function publishing(published: boolean) {
  return async ({ data, caller, services }: { data: { id: number }; caller: Caller | null; services: Pick<AppServices, 'db'> }) => {
    const actor = signedIn(caller);
    const { changed } = await setPublished(services.db, actor, data.id, published);
    const msg = published
      ? changed
        ? ASSESSMENT_PUBLISHED(data.id)
        : ASSESSMENT_ALREADY_PUBLISHED
      : changed
        ? ASSESSMENT_PULLED
        : ASSESSMENT_ALREADY_PULLED;
    return { data: await listAssessments(services.db, actor), msg };
  };
}

/** The assessment area's calls (shared/src/api/contract-assessments.ts, contract-grading.ts). */
export const assessmentHandlers = {
  /** `admin/addexam.php`: validated by the contract's schema (every question), references checked, stored unpublished. */
  addAssessment: async ({ data, caller, services }) => {
    const id = await addAssessment(services.db, signedIn(caller), data);
    return { data: await assessmentAnswer(services, id), msg: ASSESSMENT_ADDED };
  },

  /** `admin/updateexam.php`: setup, questions and reviewers; attempts already started keep the questions they started with. */
  updateAssessment: async ({ data, caller, services }) => {
    const { id, ...input } = data;
    const { started } = await updateAssessment(services.db, signedIn(caller), id, input);
    return { data: await assessmentAnswer(services, id), msg: started ? ASSESSMENT_UPDATED_STARTED : ASSESSMENT_UPDATED };
  },

  listAssessments: async ({ caller, services }) => ({ data: await listAssessments(services.db, signedIn(caller)) }),

  /** `admin/getexam.php`: the full assessment, answer keys included (a staff call; applicants never reach it). */
  getAssessment: async ({ data, caller, services }) => {
    const { row } = await visibleAssessment(services.db, signedIn(caller), data.id);
    return { data: toAssessment(row, await findReviewers(services.db, row.id)) };
  },

  publishAssessment: publishing(true),
  pullAssessment: publishing(false),

  /** ours `admin/deleteexam.php`: only while no applicant has started it (one with attempts can only be pulled). */
  deleteAssessment: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    await deleteAssessment(services.db, actor, data.id);
    return { data: await listAssessments(services.db, actor), msg: ASSESSMENT_DELETED };
  },

  /** `admin/addsubject.php`: names are unique regardless of case. */
  addSubject: async ({ data, caller, services }) => ({
    data: await addSubject(services.db, signedIn(caller), data.subject),
    msg: SUBJECT_ADDED,
  }),

  listSubjects: async ({ services }) => ({ data: await listSubjects(services.db) }),
  listGrades: async ({ services }) => ({ data: await listGrades(services.db) }),
  listGroups: async ({ services }) => ({ data: await listGroups(services.db) }),

  /** Teachers (2) and Exam graders (3): the staff an assessment's grading is assigned to. */
  listTeachers: async ({ services }) => ({ data: await listStaffWithRoles(services.db, [2, 3]) }),

  /** `admin/getgradesubject.php`: the subjects and groups of the grade, plus those of no grade. */
  gradeSubjects: async ({ data, services }) => ({ data: await gradeSubjects(services.db, data.grade) }),

  // Taken assessments and grading (services/grading-sheet.ts, submission-grading.ts, item-analysis.ts) read the exam engine's attempts and answers.
  studentExams: async ({ data, caller, services }) => ({ data: await findStudentExams(services.db, signedIn(caller), data) }),
  studentSolution: async ({ data, caller, services }) => ({ data: await gradingSheet(services.db, signedIn(caller), data.id) }),
  gradedExam: async ({ data, caller, services }) => ({ data: await gradingSheet(services.db, signedIn(caller), data.id) }),
  gradeExam: async ({ data, caller, services }) => gradeSubmission(services.db, signedIn(caller), data),
  itemAnalysis: async ({ data, caller, services }) => ({ data: await itemAnalysis(services.db, signedIn(caller), data.id) }),

  // ours: the grading cockpit's feedback bank (services/feedback-bank.ts).
  feedbackBank: async ({ data, caller, services }) => ({ data: await feedbackBank(services.db, signedIn(caller), data.exam_id) }),
  addFeedbackComment: async ({ data, caller, services }) => addFeedbackComment(services.db, signedIn(caller), data),
  deleteFeedbackComment: async ({ data, caller, services }) => deleteFeedbackComment(services.db, signedIn(caller), data.id),
} satisfies Pick<Handlers, AssessmentCallName>;
