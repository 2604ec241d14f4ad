import { z } from 'zod';
import { ASSESSMENT_LANGS } from '../domain/assessment';
import { assessmentChangesSchema, newAssessmentSchema } from '../validation/assessment';
import { SIGNED_IN, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { assessmentIdRequest } from './request-ids';
import { assessmentItemListSchema } from './question-lists';

/**
 * The assessment area's authoring calls (SPEC §7 admin/*exam* rows, subjects
 * and lookups; ours: delete). Taken assessments and grading are in
 * contract-grading.ts; both are spread into `contract` in contract.ts and
 * handled by server/src/routes/assessments.ts.
 *
 * Access: `exam` to author (add, update, get, list, publish, pull, delete,
 * add subject). On top of the flag, the handlers narrow by role: an admin
 * (role 1) sees every assessment; other staff see those they created or are
 * an Assigned Reviewer of, and edit those they created or may edit
 * (editing_teachers_ids) (docs/decisions.md).
 *
 * Answer keys: admin/getexam.php carries FULL questions (isTrue,
 * correctOptions, blank answers, …). It is a staff call; no public call of
 * this file exists, and applicants only ever get `toExamView` projections
 * from the attempt engine.
 */

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

/**
 * An assessment may carry pictures inline (data URLs up to 1,000,000
 * characters per image, questions/media-url.ts), so its save calls take up to
 * 16 MB instead of the server's 1 MB default.
 */
export const ASSESSMENT_BODY_LIMIT = 16 * 1024 * 1024;

export const SUBJECT_REQUIRED = 'Subject name is required';
export const SUBJECT_TOO_LONG = 'Subject name must be 100 characters or less';
export const GRADE_REQUIRED = 'Which grade? Send its id or name.';

/** admin/getexams.php: SPEC sends the argument '1' (every assessment the caller may see). */
const listArgument = z.union([z.literal('1'), z.literal(1)]).nullish();

export const assessmentSetupCalls = {
  addAssessment: call({
    method: 'POST',
    path: 'admin/addexam.php',
    access: requiresFlag('exam'),
    bodyLimit: ASSESSMENT_BODY_LIMIT,
    request: newAssessmentSchema,
    response: z.object({ data: assessmentSchema, msg: z.string() }),
    summary:
      "Save a new assessment (unpublished). Every question is checked with the editors' rules; an invalid assessment answers 400 with the first message and stores nothing",
  }),
  updateAssessment: call({
    method: 'POST',
    path: 'admin/updateexam.php',
    access: requiresFlag('exam'),
    bodyLimit: ASSESSMENT_BODY_LIMIT,
    request: assessmentChangesSchema,
    response: z.object({ data: assessmentSchema, msg: z.string() }),
    summary:
      "Replace an assessment's setup and questions (same rules as add; published is unchanged). Attempts already started keep the questions they started with",
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
      'The subjects and groups of one grade (grade: its id or name): those linked to it, plus those linked to no grade (offered for every grade)',
  }),
} satisfies Record<string, CallSpec>;
