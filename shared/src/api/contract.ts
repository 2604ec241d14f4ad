import { z } from 'zod';
import { PERMISSION_FLAGS } from '../domain/permissions';
import { loginRequestSchema } from '../validation/login';
import { newUserSchema, userChangesSchema } from '../validation/user';
import { PUBLIC, SIGNED_IN, requiresFlag } from './access';
import { call, type CallSpec, type RawCallSpec } from './call-spec';
import { accessCodeCalls } from './contract-access-codes';
import { applicantRawCalls } from './contract-applicant-files';
import { applicantCalls } from './contract-applicants';
import { assessmentSetupCalls } from './contract-assessments';
import { bankCalls } from './contract-bank';
import { rubricCalls } from './contract-rubrics';
import { drawCalls } from './contract-draws';
import { gradingCalls } from './contract-grading';
import { questionFileRawCalls } from './contract-question-files';
import { examCalls } from './contract-exam';
import { resultCalls } from './contract-results';
import { examRoomCalls } from './contract-exam-room';
import { familyCalls } from './contract-family';
import { meritCalls } from './contract-merit';
import { messageCalls } from './contract-messages';
import { admissionCalls } from './contract-admission';
import { passwordChoiceCalls } from './contract-password-choice';
import { reportRawCalls } from './contract-report-files';
import { tableColumnCalls } from './contract-table-columns';
import { regradeCalls } from './contract-regrade';
import { appealCalls } from './contract-appeals';
import { networkCalls } from './contract-networks';
import { safeExamBrowserCalls, safeExamBrowserRawCalls } from './contract-safe-exam-browser';
import { incidentCalls } from './contract-incidents';
import { deviceCheckCalls, deviceCheckRawCalls } from './contract-device-checks';
import { proctoringCalls } from './contract-proctoring';
import { signalCalls } from './contract-signals';
import { interviewPanelCalls } from './contract-interview-panels';
import { doubleMarkingCalls } from './contract-double-marking';
import { answer, messageAnswer, noPayload } from './envelope';
import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from './media-types';

const token = z.string();

export const userSchema = z.object({
  id: z.number(),
  displayname: z.string(),
  userName: z.string(),
  role_id: z.number(),
  flags: z.array(z.enum(PERMISSION_FLAGS)),
});

export const sessionUserSchema = z.object({
  UserId: z.number(),
  UserName: z.string(),
  Name: z.string(),
  Email: z.string().nullable(),
  EmailConfirmed: z.boolean(),
  PhoneNumber: z.string().nullable(),
  RoleID: z.number(),
});

export const NOTHING_TO_UNLOCK = 'Give the username or the address whose sign-in lock to lift.';

/** `admin/unlocklogin.php`: whose sign-in lock to lift. */
export const unlockSignInSchema = z
  .object({
    username: z.string().trim().min(1).max(254).optional(),
    ip: z.string().trim().min(1).max(64).optional(),
  })
  .refine((target) => target.username !== undefined || target.ip !== undefined, { message: NOTHING_TO_UNLOCK });

const lookupList = z.array(z.object({ id: z.number(), name: z.string() }));

/**
 * `admin/getusers.php` filter. SPEC §7 shows only that the users screen sends
 * '1' (the admin's view of every user); an object narrows by role or text.
 */
export const userFilterSchema = z
  .union([
    z.literal('1'),
    z.object({
      role_id: z.coerce.number().int().optional(),
      search: z.string().max(50).optional(),
    }),
  ])
  .optional();

/**
 * Every call of SPEC §7 that Mizan serves, once (call-spec.ts says what an
 * entry holds): the sign-in, staff account and lookup calls declared here,
 * and each area's table from its `contract-*.ts`.
 */
export const contract = {
  login: call({
    method: 'POST',
    path: 'auth/login.php',
    access: PUBLIC,
    request: loginRequestSchema,
    response: answer(token),
    summary:
      'Sign in with user (username or e-mail) and pass; answers the token and sets the session cookies (quiztoken HttpOnly, quizsession and quizcsrf readable)',
  }),
  accountLogin: call({
    method: 'POST',
    path: 'account/login',
    access: PUBLIC,
    request: loginRequestSchema,
    response: answer(token),
    summary: 'The same sign-in under the account path',
  }),
  ...passwordChoiceCalls,
  refreshRoles: call({
    method: 'POST',
    path: 'auth/updateroles.php',
    access: SIGNED_IN,
    request: z.object({ token: z.string().max(4096).optional() }).optional(),
    response: answer(token.nullable()),
    summary:
      'A fresh token carrying the permission flags the user holds now; re-sets the session cookies. Answered only to a bearer caller (null to a browser signed in by cookie)',
  }),
  currentAuth: call({
    method: 'POST',
    path: 'auth/getUser.php',
    access: SIGNED_IN,
    request: noPayload,
    response: z.object({ data: z.object({ token: token.nullable() }), userName: z.string() }),
    summary: 'The current token (to a bearer caller; null to a browser signed in by cookie) and username',
  }),
  logout: call({
    method: 'POST',
    path: 'logout',
    access: PUBLIC,
    request: noPayload,
    response: messageAnswer,
    summary: 'Clear the session cookies',
  }),
  sessionUser: call({
    method: 'POST',
    path: 'getuser',
    access: SIGNED_IN,
    request: z.string().max(4096).optional(),
    response: answer(sessionUserSchema),
    summary: 'The signed-in staff member',
  }),
  addUser: call({
    method: 'POST',
    path: 'postusers',
    access: requiresFlag('usermanagement'),
    request: newUserSchema,
    response: answer(userSchema),
    summary: 'Add a staff account',
  }),
  updateUser: call({
    method: 'PUT',
    path: 'putusers',
    access: requiresFlag('usermanagement'),
    request: userChangesSchema,
    response: answer(userSchema),
    summary: 'Change a staff account: display name, role, flags, or reset its password',
  }),
  listUsers: call({
    method: 'POST',
    path: 'admin/getusers.php',
    access: requiresFlag('usermanagement'),
    request: userFilterSchema,
    response: answer(z.array(userSchema)),
    summary: 'Staff accounts',
  }),
  unlockSignIn: call({
    method: 'POST',
    path: 'admin/unlocklogin.php',
    access: requiresFlag('usermanagement'),
    request: unlockSignInSchema,
    response: messageAnswer,
    summary: "Lift a sign-in lock before its 15 minutes pass: an account's (username) and/or an address's (ip); audited",
    ours: true,
  }),
  roles: call({
    method: 'POST',
    path: 'GetRoles',
    access: SIGNED_IN,
    request: noPayload,
    response: answer(lookupList),
    summary: 'Roles for select fields',
  }),
  schools: call({
    method: 'POST',
    path: 'GetSchools',
    access: SIGNED_IN,
    request: noPayload,
    response: answer(lookupList),
    summary: 'Schools for select fields',
  }),
  positions: call({
    method: 'POST',
    path: 'GetPositions',
    access: SIGNED_IN,
    request: noPayload,
    response: answer(lookupList),
    summary: 'Positions for select fields',
  }),
  teachers: call({
    method: 'POST',
    path: 'GetTeachers',
    access: SIGNED_IN,
    request: noPayload,
    response: answer(z.array(z.object({ id: z.number(), displayname: z.string() }))),
    summary: 'Teachers for the Assigned Reviewers select',
  }),
  ...applicantCalls,
  ...meritCalls,
  ...admissionCalls,
  ...assessmentSetupCalls,
  ...gradingCalls,
  ...bankCalls,
  ...rubricCalls,
  ...drawCalls,
  ...examCalls,
  ...accessCodeCalls,
  ...resultCalls,
  ...examRoomCalls,
  ...networkCalls,
  ...safeExamBrowserCalls,
  ...incidentCalls,
  ...deviceCheckCalls,
  ...proctoringCalls,
  ...signalCalls,
  ...familyCalls,
  ...tableColumnCalls,
  ...messageCalls,
  ...regradeCalls,
  ...appealCalls,
  ...interviewPanelCalls,
  ...doubleMarkingCalls,
} satisfies Record<string, CallSpec>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type RequestOf<Name extends CallName> = z.input<Contract[Name]['request']>;
export type ParsedRequestOf<Name extends CallName> = z.output<Contract[Name]['request']>;
export type AnswerOf<Name extends CallName> = z.output<Contract[Name]['response']>;
/** The assessment area's calls, authoring and grading: server/src/routes/assessments.ts handles them. */
export type AssessmentCallName = keyof typeof assessmentSetupCalls | keyof typeof gradingCalls;

/** The calls whose 403 ends the session: user creation and update (SPEC §6, §7). */
export const USER_CALLS: readonly CallName[] = ['addUser', 'updateUser'];

/** The media call's answer: where the file is served and what was stored. */
export const uploadedMediaSchema = z.object({
  url: z.string(),
  id: z.string(),
  type: z.string(),
  name: z.string(),
  size: z.number(),
});

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** The raw calls (call-spec.ts `RawCallSpec`): media, and each area's file calls. */
export const rawCalls = {
  uploadMedia: {
    method: 'POST',
    path: 'media/upload',
    access: SIGNED_IN,
    attemptHashAccess: true,
    consumes: Object.keys(MEDIA_MIME_TYPES),
    summary:
      'Upload one file as the raw body (Content-Type its MIME type, X-File-Name URI-encoded, X-Sign the 64-hex fingerprint); ' +
      `limits: pictures ${mb(MEDIA_MAX_BYTES.image)}, documents ${mb(MEDIA_MAX_BYTES.document)}, ` +
      `audio ${mb(MEDIA_MAX_BYTES.audio)}, video ${mb(MEDIA_MAX_BYTES.video)}. Answers { data: { url, id, type, name, size } }`,
    ours: true,
  },
  media: {
    method: 'GET',
    path: 'media/:id',
    access: PUBLIC,
    summary: 'The bytes of an uploaded file (a capability URL: the id is 192 random bits); supports Range for seeking',
    ours: true,
  },
  ...applicantRawCalls,
  ...questionFileRawCalls,
  ...reportRawCalls,
  ...safeExamBrowserRawCalls,
  ...deviceCheckRawCalls,
} as const satisfies Record<string, RawCallSpec>;

export type RawCalls = typeof rawCalls;
export type RawCallName = keyof RawCalls;
