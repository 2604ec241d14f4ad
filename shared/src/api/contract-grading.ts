import { z } from 'zod';
import { rubricChoicesSchema } from '../rubrics/rubric-schema';
import { ASSESSMENT_LANGS, ATTEMPT_STATUSES, STUDENT_EXAMS_FIRST_PAGE, STUDENT_EXAMS_PAGE_SIZE } from '../domain/assessment';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { sheetMarkingSchema } from './marking-sheet';
import { fullQuestionListSchema } from './question-lists';
import { ASSESSMENT_ID_REQUIRED, SUBMISSION_ID_REQUIRED, assessmentIdRequest, positiveId } from './request-ids';

/**
 * The assessment area's taken assessments and grading (SPEC §7
 * admin/getstudentsexams.php, getstudentsol, getgradedexam, gradeexam; ours:
 * item analysis and the grading cockpit's feedback bank). Spread into
 * `contract` in contract.ts next to contract-assessments.ts.
 *
 * Access: `ans`. On top of the flag, the handlers narrow by role: an admin
 * (role 1) sees every submission; other staff see and grade only the
 * submissions of assessments they are a reviewer of (docs/decisions.md).
 *
 * Answer keys: the grading calls carry FULL questions (isTrue,
 * correctOptions, blank answers, …). They are staff calls; applicants only
 * ever get `toExamView` projections from the attempt engine.
 */

export const STATUS_INVALID = "status must be 'inprogress', 'submitted' or 'graded'";

const submissionIdRequest = z.object({ id: positiveId(SUBMISSION_ID_REQUIRED) });

/**
 * A taken assessment (SPEC §3 "Student exam row"), one per attempt. `id` is
 * the attempt's id (what getstudentsol/getgradedexam/gradeexam take);
 * `r` is the attempt's trial number (1 for the first try; SPEC does not say
 * what r meant); `percent` is out of 100 (2 decimals, null while in
 * progress); `career` is the RIASEC Holland code or ''. Ours: `exam_id`,
 * `status`, `needsGrading` (questions still waiting for a teacher).
 */
export const studentExamRowSchema = z.object({
  id: z.number(),
  exam_id: z.number(),
  examname: z.string(),
  student_id: z.number(),
  studentname: z.string(),
  ssn: z.string(),
  email: z.string(),
  mobile: z.string(),
  submitdate: z.string().nullable(),
  percent: z.number().nullable(),
  r: z.number(),
  career: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  needsGrading: z.number(),
});

/** A page of taken assessments; status missing or '' means every status. */
export const studentExamsRequestSchema = z.object({
  pagenumber: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? STUDENT_EXAMS_FIRST_PAGE : value),
    z.coerce
      .number({ error: 'pagenumber must be a whole number from 1' })
      .int('pagenumber must be a whole number from 1')
      .min(1, 'pagenumber must be a whole number from 1'),
  ),
  pagesize: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? STUDENT_EXAMS_PAGE_SIZE : value),
    z.coerce
      .number({ error: 'pagesize must be a whole number from 1 to 100' })
      .int('pagesize must be a whole number from 1 to 100')
      .min(1, 'pagesize must be a whole number from 1 to 100')
      .max(100, 'pagesize must be a whole number from 1 to 100'),
  ),
  search: z
    .string()
    .max(100, 'search must be 100 characters or less')
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(ATTEMPT_STATUSES, { error: STATUS_INVALID }).optional(),
  ),
  /** ours: only this assessment's submissions (the grading cockpit, item analysis). */
  exam_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), positiveId(ASSESSMENT_ID_REQUIRED).optional()),
});

/**
 * One submission for grading (SPEC §3 "For grading: answerdquestions (questions
 * with answers) and lang"). `answerdquestions` are the attempt's snapshot of
 * the questions with the applicant's answer written in (applyAnswer), each
 * with `score` (the teacher's mark, else the automatic one, '' while it needs
 * grading) and `feedback`.
 */
export const gradingSheetSchema = z.object({
  id: z.number(),
  exam_id: z.number(),
  examname: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  student_id: z.number(),
  studentname: z.string(),
  ssn: z.string(),
  submitdate: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  answerdquestions: fullQuestionListSchema,
  /**
   * Ours: the ids of the questions the applicant left without an answer. A
   * question's answer fields cannot always say so (an Order question's
   * options are always in some order), so grading views read this first.
   */
  unanswered: z.array(z.string()),
  total: z.number(),
  max: z.number(),
  percent: z.number(),
  needsGrading: z.number(),
  career: z.string(),
  gradedBy: z.string().nullable(),
  gradedAt: z.string().nullable(),
  /** Ours: double or anonymous marking as it stands for the caller (marking-sheet.ts); absent under the SPEC's single marking. */
  marking: sheetMarkingSchema.optional(),
});

/** The mark must be a number from 0 to the question's totalMark (checked per question on the server). */
const markValue = z.union([z.number(), z.string().trim().max(20)]);

/** admin/gradeexam.php: the graded assessment. Questions left out keep their marks. */
export const gradeRequestSchema = z.object({
  id: positiveId(SUBMISSION_ID_REQUIRED),
  answerdquestions: z
    .array(
      z
        .object({
          id: z.string({ error: 'Each graded question needs its id' }).min(1).max(64),
          score: markValue.nullish(),
          feedback: z.string().max(5000, 'Feedback must be 5000 characters or less').nullish(),
          /** ours: one level per criterion of the question's rubric; the server turns them into score and feedback. */
          rubric: rubricChoicesSchema.nullish(),
        })
        .loose(),
      { error: 'answerdquestions must be a list of questions' },
    )
    .max(1000),
});

/** ours: item analysis of one assessment's submitted attempts. */
export const itemAnalysisSchema = z.object({
  exam_id: z.number(),
  examname: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  submissions: z.number(),
  /** Submissions with at least one question still waiting for a teacher. */
  awaitingGrading: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      index: z.number(),
      /** Drawn from the bank for some applicants rather than a fixed question of the assessment. */
      drawn: z.boolean(),
      /** Submissions that got this question (every one for a fixed question still in all snapshots). */
      attempts: z.number(),
      type: z.string(),
      headertxt: z.string(),
      totalMark: z.number(),
      /** Submissions where this question has a mark (automatic or a teacher's). */
      scored: z.number(),
      awaitingGrading: z.number(),
      meanScore: z.number().nullable(),
      /** mean score / totalMark, 0..1; null without marks or with totalMark 0. */
      facility: z.number().nullable(),
      /** Pearson correlation of the question's mark with the rest of the test; null when not defined (< 2 marks or no spread). */
      discrimination: z.number().nullable(),
      /** Choice questions (MCQ, TrueOrFalse, RIASEC): how many submissions picked each option. */
      options: z.array(z.object({ id: z.string(), text: z.string(), isTrue: z.boolean(), picked: z.number() })).nullable(),
    }),
  ),
});

/** ours: a reusable feedback comment of the grading cockpit's bank (one bank per assessment). */
export const feedbackCommentSchema = z.object({ id: z.number(), text: z.string() });
const feedbackBank = z.array(feedbackCommentSchema);

export const FEEDBACK_COMMENT_REQUIRED = 'Write the comment first.';
export const FEEDBACK_COMMENT_TOO_LONG = 'A comment must be 1000 characters or less.';
export const FEEDBACK_COMMENT_ID_REQUIRED = 'Which comment? Send its id.';

const bankRequest = z.object({ exam_id: positiveId(ASSESSMENT_ID_REQUIRED) });

export const gradingCalls = {
  studentExams: call({
    method: 'POST',
    path: 'admin/getstudentsexams.php',
    access: requiresFlag('ans'),
    request: studentExamsRequestSchema,
    response: answer(z.object({ exams: z.array(studentExamRowSchema), count: z.number(), countCapped: z.boolean() })),
    summary:
      'Taken assessments, newest first, a page at a time (pagenumber from 1, pagesize 15); search matches name, SSN, e-mail or exam name; status inprogress | submitted | graded; count is the total matching, up to 10,000 (ours: countCapped says there are more)',
  }),
  studentSolution: call({
    method: 'POST',
    path: 'admin/getstudentsol.php',
    access: requiresFlag('ans'),
    request: submissionIdRequest,
    response: answer(gradingSheetSchema),
    summary: 'One submission for grading (gradingModeTeacher): answerdquestions with answers, automatic marks pre-filled, and lang',
  }),
  gradedExam: call({
    method: 'POST',
    path: 'admin/getgradedexam.php',
    access: requiresFlag('ans'),
    request: submissionIdRequest,
    response: answer(gradingSheetSchema),
    summary: "One submission as graded (the teacher's marks and feedback), for the read-only view",
  }),
  gradeExam: call({
    method: 'POST',
    path: 'admin/gradeexam.php',
    access: requiresFlag('ans'),
    request: gradeRequestSchema,
    response: z.object({ data: gradingSheetSchema, msg: z.string() }),
    summary:
      "Save a teacher's marks (0..totalMark per question) and feedback; recomputes the percent with the shared scoring, writes each change to the audit log, and marks the submission graded once every question has a mark",
  }),
  itemAnalysis: call({
    method: 'POST',
    path: 'admin/itemanalysis.php',
    access: requiresFlag('ans'),
    request: assessmentIdRequest,
    response: answer(itemAnalysisSchema),
    summary: 'Per question: facility, discrimination, option picks for choice questions, and how many submissions await grading',
    ours: true,
  }),
  feedbackBank: call({
    method: 'POST',
    path: 'admin/getfeedbackcomments.php',
    access: requiresFlag('ans'),
    request: bankRequest,
    response: answer(feedbackBank),
    summary: "The assessment's bank of reusable feedback comments (shared by its reviewers), oldest first",
    ours: true,
  }),
  addFeedbackComment: call({
    method: 'POST',
    path: 'admin/addfeedbackcomment.php',
    access: requiresFlag('ans'),
    request: bankRequest.extend({
      text: z.string({ error: FEEDBACK_COMMENT_REQUIRED }).trim().min(1, FEEDBACK_COMMENT_REQUIRED).max(1000, FEEDBACK_COMMENT_TOO_LONG),
    }),
    response: z.object({ data: feedbackBank, msg: z.string() }),
    summary: "Add a comment to the assessment's feedback bank (the same text twice answers 409); answers the refreshed bank",
    ours: true,
  }),
  deleteFeedbackComment: call({
    method: 'POST',
    path: 'admin/deletefeedbackcomment.php',
    access: requiresFlag('ans'),
    request: z.object({ id: positiveId(FEEDBACK_COMMENT_ID_REQUIRED) }),
    response: z.object({ data: feedbackBank, msg: z.string() }),
    summary: "Remove a comment from its assessment's feedback bank (feedback already given keeps its words); answers the refreshed bank",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;
