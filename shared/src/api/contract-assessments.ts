import { z } from 'zod';
import { ASSESSMENT_LANGS, ATTEMPT_STATUSES, STUDENT_EXAMS_FIRST_PAGE, STUDENT_EXAMS_PAGE_SIZE } from '../domain/assessment';
import type { AssessmentItem } from '../questions/draw-slot';
import type { Question } from '../questions/question';
import { assessmentChangesSchema, newAssessmentSchema } from '../validation/assessment';
import { SIGNED_IN, requiresFlag } from './access';
import type { CallSpec } from './contract';
import { answer } from './envelope';

/**
 * The assessment area's calls (SPEC §7 admin/*exam* rows, subjects and
 * lookups, taken assessments and grading; ours: delete, item analysis and the
 * grading cockpit's feedback bank).
 * Spread into `contract` in contract.ts.
 *
 * Access: `exam` to author (add, update, get, list, publish, pull, delete,
 * add subject); `ans` for taken assessments and grading. On top of the flag,
 * the handlers narrow by role: an admin (role 1) sees every assessment; other
 * staff see those they created or are an Assigned Reviewer of, edit those
 * they created or may edit (editing_teachers_ids), and see and grade only the
 * submissions of assessments they are a reviewer of (docs/decisions.md).
 *
 * Answer keys: admin/getexam.php and the grading calls carry FULL questions
 * (isTrue, correctOptions, blank answers, …). They are staff calls; no
 * public call of this file exists, and applicants only ever get
 * `toExamView` projections from the attempt engine.
 */
const call = <Request extends z.ZodType, Response extends z.ZodType>(spec: CallSpec<Request, Response>) => spec;

/** Full questions, keys included, as stored (validated on the way in by savedQuestionSchema). */
export const fullQuestionListSchema = z.array(z.custom<Question>((value) => typeof value === 'object' && value !== null));

/** An assessment's question list: full questions and draw slots (questions/draw-slot.ts). */
export const assessmentItemListSchema = z.array(z.custom<AssessmentItem>((value) => typeof value === 'object' && value !== null));

const teacherSchema = z.object({ id: z.number(), displayname: z.string() });

export const assessmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  grade: z.string(),
  type: z.string(),
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
  nooftrials: z.number(),
  lang: z.enum(ASSESSMENT_LANGS),
  questions: assessmentItemListSchema,
  selectedteachers: z.array(teacherSchema),
  selectedgroups: z.array(z.object({ groupname: z.string() })),
  istimed: z.union([z.literal(0), z.literal(1)]),
  duration: z.number().nullable(),
  open: z.boolean(),
  grading_teachers_ids: z.array(z.number()),
  editing_teachers_ids: z.array(z.number()),
  published: z.enum(['1', '0']),
  nextAssessmentId: z.number().nullable(),
  showResults: z.boolean(),
  allowResume: z.boolean(),
  requireAccessCodes: z.boolean(),
  shuffleQuestions: z.boolean(),
});

export const assessmentListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
  published: z.enum(['1', '0']),
  publishedText: z.enum(['Yes', 'No']),
  lang: z.enum(ASSESSMENT_LANGS),
  istimed: z.union([z.literal(0), z.literal(1)]),
  duration: z.number().nullable(),
  nooftrials: z.number(),
  open: z.boolean(),
  grade: z.string(),
  type: z.string(),
  questionCount: z.number(),
  attemptCount: z.number(),
});
const assessmentList = z.array(assessmentListItemSchema);

export const subjectSchema = z.object({ id: z.number(), subject: z.string() });
const namedList = z.array(z.object({ id: z.number(), name: z.string() }));
export const groupSchema = z.object({ id: z.number(), name: z.string(), groupname: z.string() });

/** A whole positive number sent as a number or as text. */
const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message),
  );

/**
 * An assessment may carry pictures inline (data URLs up to 1,000,000
 * characters per image, questions/media-url.ts), so its save calls take up to
 * 16 MB instead of the server's 1 MB default.
 */
export const ASSESSMENT_BODY_LIMIT = 16 * 1024 * 1024;

export const ASSESSMENT_ID_REQUIRED = 'Which assessment? Send its id.';
export const SUBMISSION_ID_REQUIRED = 'Which submission? Send its id.';
export const SUBJECT_REQUIRED = 'Subject name is required';
export const SUBJECT_TOO_LONG = 'Subject name must be 100 characters or less';
export const GRADE_REQUIRED = 'Which grade? Send its id or name.';
export const STATUS_INVALID = "status must be 'inprogress', 'submitted' or 'graded'";

const assessmentIdRequest = z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) });
const submissionIdRequest = z.object({ id: positiveId(SUBMISSION_ID_REQUIRED) });

/** admin/getexams.php: SPEC sends the argument '1' (every assessment the caller may see). */
const listArgument = z.union([z.literal('1'), z.literal(1)]).nullish();

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
    z.coerce.number({ error: 'pagenumber must be a whole number from 1' }).int('pagenumber must be a whole number from 1').min(1, 'pagenumber must be a whole number from 1'),
  ),
  pagesize: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? STUDENT_EXAMS_PAGE_SIZE : value),
    z.coerce.number({ error: 'pagesize must be a whole number from 1 to 100' }).int('pagesize must be a whole number from 1 to 100').min(1, 'pagesize must be a whole number from 1 to 100').max(100, 'pagesize must be a whole number from 1 to 100'),
  ),
  search: z.string().max(100, 'search must be 100 characters or less').nullish().transform((value) => value?.trim() ?? ''),
  status: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(ATTEMPT_STATUSES, { error: STATUS_INVALID }).optional()),
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

export const assessmentCalls = {
  addAssessment: call({
    method: 'POST',
    path: 'admin/addexam.php',
    access: requiresFlag('exam'),
    bodyLimit: ASSESSMENT_BODY_LIMIT,
    request: newAssessmentSchema,
    response: z.object({ data: assessmentSchema, msg: z.string() }),
    summary:
      'Save a new assessment (unpublished). Every question is checked with the editors\' rules; an invalid assessment answers 400 with the first message and stores nothing',
  }),
  updateAssessment: call({
    method: 'POST',
    path: 'admin/updateexam.php',
    access: requiresFlag('exam'),
    bodyLimit: ASSESSMENT_BODY_LIMIT,
    request: assessmentChangesSchema,
    response: z.object({ data: assessmentSchema, msg: z.string() }),
    summary:
      'Replace an assessment\'s setup and questions (same rules as add; published is unchanged). Attempts already started keep the questions they started with',
  }),
  listAssessments: call({
    method: 'POST',
    path: 'admin/getexams.php',
    access: requiresFlag('exam'),
    request: listArgument,
    response: answer(assessmentList),
    summary: 'The assessments the caller may see, newest first, with the list columns (title, start, end, Published Yes/No)',
  }),
  getAssessment: call({
    method: 'POST',
    path: 'admin/getexam.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: answer(assessmentSchema),
    summary: 'One assessment with its FULL questions, answer keys included (staff only), for the builder and the preview',
  }),
  publishAssessment: call({
    method: 'POST',
    path: 'admin/publishassessment.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: z.object({ data: assessmentList, msg: z.string() }),
    summary: 'Publish (the apply link /apply/{id} starts working inside its dates); answers the refreshed list',
  }),
  pullAssessment: call({
    method: 'POST',
    path: 'admin/pullassessment.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: z.object({ data: assessmentList, msg: z.string() }),
    summary: 'Pull (unpublish): no new registrations; answers the refreshed list',
  }),
  deleteAssessment: call({
    method: 'POST',
    path: 'admin/deleteexam.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: z.object({ data: assessmentList, msg: z.string() }),
    summary: 'Delete an assessment no applicant has started (one with attempts can only be pulled: 409); answers the refreshed list',
    ours: true,
  }),
  addSubject: call({
    method: 'POST',
    path: 'admin/addsubject.php',
    access: requiresFlag('exam'),
    request: z.object({
      subject: z.string({ error: SUBJECT_REQUIRED }).trim().min(1, SUBJECT_REQUIRED).max(100, SUBJECT_TOO_LONG),
    }),
    response: z.object({ data: subjectSchema, msg: z.string() }),
    summary: 'Add a subject; the same name (ignoring case) twice answers 409',
  }),
  listSubjects: call({
    method: 'POST',
    path: 'admin/getsubjects.php',
    access: SIGNED_IN,
    request: z.unknown().optional(),
    response: answer(z.array(subjectSchema)),
    summary: 'Subjects (id, subject), by name',
  }),
  listGrades: call({
    method: 'POST',
    path: 'admin/getgrades.php',
    access: SIGNED_IN,
    request: z.unknown().optional(),
    response: answer(namedList),
    summary: 'Grades (id, name)',
  }),
  listGroups: call({
    method: 'POST',
    path: 'admin/getgroups.php',
    access: SIGNED_IN,
    request: z.unknown().optional(),
    response: answer(z.array(groupSchema)),
    summary: 'Groups (id, name, and groupname as selectedgroups holds it)',
  }),
  listTeachers: call({
    method: 'POST',
    path: 'admin/getteachers.php',
    access: SIGNED_IN,
    request: z.unknown().optional(),
    response: answer(z.array(teacherSchema)),
    summary: 'Staff who may be Assigned Reviewers (Teachers and Exam graders), by name',
  }),
  gradeSubjects: call({
    method: 'POST',
    path: 'admin/getgradesubject.php',
    access: SIGNED_IN,
    request: z.object({
      grade: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], { error: GRADE_REQUIRED }),
    }),
    response: answer(z.object({ subjects: z.array(subjectSchema), groups: z.array(groupSchema) })),
    summary:
      "The subjects and groups of one grade (grade: its id or name): those linked to it, plus those linked to no grade (offered for every grade)",
  }),
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

export type AssessmentCallName = keyof typeof assessmentCalls;
