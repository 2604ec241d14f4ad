/**
 * The tables as Kysely sees them (ARCHITECTURE §8). Column names are the
 * database's snake_case; the routes translate them to the SPEC's wire names.
 * The admission season's tables are in schema-admission.ts, schema-messages.ts
 * and schema-family.ts; marking's (regrade, rubrics, double marking, interview
 * panels, appeals), the question bank's, incidents' and address lists' in their own
 * schema-<area>.ts, joined by `extends` below.
 */
import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type {
  AdmissionDecisionChangesTable,
  AdmissionDecisionsTable,
  AdmissionPreviewsTable,
  AdmissionRoundSeatsTable,
  AdmissionRoundsTable,
} from './schema-admission';
import type { CreatedAt, Json, UpdatedAt } from './schema-columns';
import type { AppealTables } from './schema-appeals';
import type { DeviceCheckTables } from './schema-device-checks';
import type { IncidentTables } from './schema-incidents';
import type { OneTimeCodesTable, StatusLinksTable } from './schema-family';
import type { InterviewPanelTables } from './schema-interview-panels';
import type { MarkingTables } from './schema-marking';
import type { NetworkTables } from './schema-networks';
import type { ProctoringTables } from './schema-proctoring';
import type { QuestionBankTables } from './schema-question-bank';
import type { RubricTables } from './schema-rubrics';
import type { MessageMutesTable, MessageOutboxTable, MessageTemplatesTable } from './schema-messages';
import type { RegradeTables } from './schema-regrade';
import type { SafeExamBrowserTables } from './schema-safe-exam-browser';
import type { SignalTables } from './schema-signals';

export type { AdmissionRoundsTable } from './schema-admission';
export type { MessageOutboxTable } from './schema-messages';

export interface UsersTable {
  id: Generated<number>;
  /** Unique regardless of case (a unique index on lower(username)). */
  username: string;
  displayname: string;
  email: string | null;
  password_hash: string;
  role_id: number;
  /** Granted permission flags, e.g. {exam,ans}. */
  flags: ColumnType<string[], string[], string[]>;
  /** Bumped when the password is reset, so older tokens stop working. */
  token_version: ColumnType<number, number | undefined, number>;
  /** The password was set by someone else: the account must choose its own before it gets a session (migration 0025). */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface NamedRowTable {
  id: Generated<number>;
  name: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  details: Json;
  at: CreatedAt;
}

/** Uploaded media (migration 0002); `bytes` is set only when `storage` is 'postgres'. */
export interface MediaTable {
  /** 32 base64url characters (192 random bits): the capability in /api/media/<id>. */
  id: string;
  /** The MIME type's essence, e.g. 'audio/webm'. */
  content_type: string;
  /** The file name the uploader gave, cleaned (no path, no control characters). */
  name: string;
  size: number;
  owner_kind: 'staff' | 'attempt';
  owner_user_id: number | null;
  owner_attempt_hash: string | null;
  storage: 'fs' | 'postgres';
  bytes: Uint8Array | null;
  created_at: CreatedAt;
  /** An applicant's file: its attempt's assessment, which outlives the attempt (migration 0027). */
  assessment_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the bytes were deleted under the retention rule; the row stays so its link can say so (migration 0027). */
  deleted_at: ColumnType<Date | null, never, Date | string | null>;
  deleted_reason: ColumnType<'retention' | null, never, 'retention' | null>;
}

/** The bytes kept per media quota (migration 0027): an attempt by its hash, an assessment or a staff member by id. */
export interface MediaUsageTable {
  scope: 'attempt' | 'assessment' | 'staff';
  owner: string;
  /** bigint: the drivers answer text. */
  bytes: ColumnType<string, number, number | string>;
}

/** numeric(5,2): the drivers answer text ('95.50'); routes turn it into a number. */
type Numeric = ColumnType<string, number | string, number | string>;

/** Applicants (migration 0003); wire names of SPEC §3 where they are columns. */
export interface ApplicantsTable {
  id: Generated<number>;
  name: string;
  /** The national ID; unique. */
  ssn: string;
  gender: 'male' | 'female';
  email: string;
  mobile: string;
  prep_mark: Numeric;
  math: Numeric;
  english: Numeric;
  std_code: string;
  school_id: number | null;
  career: ColumnType<string, string | undefined, string>;
  cmatch: ColumnType<string, string | undefined, string>;
  position: ColumnType<string, string | undefined, string>;
  /** The latest interview's parent score. */
  interview: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  enrolled: ColumnType<'Yes' | 'No' | '', 'Yes' | 'No' | '' | undefined, 'Yes' | 'No' | ''>;
  competent: ColumnType<'Yes' | 'No' | '', 'Yes' | 'No' | '' | undefined, 'Yes' | 'No' | ''>;
  job: number | null;
  /** The applicant's access code (migration 0018); the database makes one when none is given. */
  access_code: ColumnType<string, string | undefined, string>;
  /** Accommodation (migration 0022): timed attempts start with duration × (1 + this / 100). */
  extra_time_percent: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One interview review per applicant (migration 0003). */
export interface InterviewsTable {
  id: Generated<number>;
  applicant_id: number;
  /** The form's size: 12, 7 or 21 criteria. */
  form: number;
  /** `{ "q1": 4, … }` */
  answers: Json;
  parent: Numeric;
  notes: ColumnType<string, string | undefined, string>;
  reviewer_user_id: number | null;
  created_at: CreatedAt;
  at: UpdatedAt;
}

/** Assessments (migration 0004); `questions` holds the full questions with their answer keys. */
export interface AssessmentsTable {
  id: Generated<number>;
  /** The title. */
  name: string;
  grade: ColumnType<string, string | undefined, string>;
  type: ColumnType<string, string | undefined, string>;
  startdate: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  enddate: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  nooftrials: ColumnType<number, number | undefined, number>;
  lang: ColumnType<'En' | 'Ar', 'En' | 'Ar' | undefined, 'En' | 'Ar'>;
  /** AssessmentItem[]: questions (shared questionSchema, keys included) and draw slots. */
  questions: ColumnType<unknown, string | undefined, string>;
  /** [{ groupname }] */
  selectedgroups: ColumnType<unknown, string | undefined, string>;
  istimed: ColumnType<number, number | undefined, number>;
  /** Minutes; null when not timed. */
  duration: number | null;
  open: ColumnType<boolean, boolean | undefined, boolean>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  next_assessment_id: number | null;
  show_results_after_grading: ColumnType<boolean, boolean | undefined, boolean>;
  allow_resume: ColumnType<boolean, boolean | undefined, boolean>;
  /** Registration needs the applicant's access code with the ID (migration 0018). */
  require_access_codes: ColumnType<boolean, boolean | undefined, boolean>;
  /** Each applicant gets the questions in an order of their own (migration 0021). */
  shuffle_questions: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 'Assigned Reviewers' (migration 0004): they see and grade the submissions; can_edit = may edit the assessment too. */
export interface AssessmentReviewersTable {
  assessment_id: number;
  user_id: number;
  can_edit: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Which subjects a grade offers (migration 0004); a subject in no row is offered for every grade. */
export interface GradeSubjectsTable {
  grade_id: number;
  subject_id: number;
}

/** Which groups a grade has (migration 0004); a group in no row is offered for every grade. */
export interface GradeGroupsTable {
  grade_id: number;
  group_id: number;
}

/**
 * Exam attempts (migration 0005). `questions` is the snapshot WITH answer keys,
 * taken when the attempt starts (null before); never sent to applicants.
 */
export interface AttemptsTable {
  id: Generated<number>;
  /** 32 base64url characters: the applicant's credential. */
  hash: string;
  applicant_id: number;
  assessment_id: number;
  trial: number;
  questions: ColumnType<unknown, string | null | undefined, string | null>;
  shuffle_seed: string;
  registered_at: CreatedAt;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'staff': submitted from the control room (migration 0022). */
  submitted_by: ColumnType<Submitter | null, Submitter | null | undefined, Submitter | null>;
  percent: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  career: ColumnType<string, string | undefined, string>;
  needs_grading: ColumnType<number, number | undefined, number>;
  status: ColumnType<
    'inprogress' | 'submitted' | 'graded',
    'inprogress' | 'submitted' | 'graded' | undefined,
    'inprogress' | 'submitted' | 'graded'
  >;
  graded_by: ColumnType<number | null, number | null | undefined, number | null>;
  graded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  next_attempt_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The fingerprint of the one browser the attempt is open in (migration 0012); null until bound. */
  browser_sign: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff released this attempt's result to the applicant (migration 0023); null until then. */
  results_released_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Minutes staff added (migration 0022); an attempt extended before its start gets them at the start. */
  extra_minutes: ColumnType<number, number | undefined, number>;
  /** How often the attempt went to another browser (migration 0022). */
  browser_moves: ColumnType<number, number | undefined, number>;
  /** Whether the registration holding it checked the applicant's access code, or it was chained from one that did (migration 0028). */
  access_code_checked: ColumnType<boolean, boolean | undefined, boolean>;
  /** Submitted and not scored yet (migration 0045): the sweep or a read of its result scores it. */
  scoring_pending: ColumnType<boolean, boolean | undefined, boolean>;
}

type Submitter = 'applicant' | 'timer' | 'server' | 'staff';

/** Trials staff allowed an applicant beyond the assessment's Number of trials (migration 0022). */
export interface ExtraTrialsTable {
  applicant_id: number;
  assessment_id: number;
  trials: number;
}

/** The latest answer per (attempt, question) (migration 0005). */
export interface AnswersTable {
  attempt_id: number;
  question_id: string;
  /** QuestionAnswer, or null when the applicant cleared it. */
  answer: ColumnType<unknown, string | null, string | null>;
  /** bigint: the drivers may answer text; read it with Number(). */
  seq: ColumnType<string | number, number, number>;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The mark counted: automatic at submission, then the teacher's; null while it needs grading. */
  score: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  feedback: ColumnType<string, string | undefined, string>;
  /** The rubric levels chosen behind score (shared RubricChoice[], migration 0034); null when the mark was typed. */
  rubric: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Unknown-ID answers of emp/reg.php per address (migration 0005). */
/**
 * The counters of the sign-in and registration limits (migration 0017):
 * one row per key, `points` used in the window that ends at `expire`
 * (milliseconds since 1970). Written by services/rate-limit-store.ts.
 */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: ColumnType<string | number | null, number | null, number | null>;
}

/** The merit weights, one row id = 1 (migration 0009). */
export interface MeritSettingsTable {
  id: number;
  prep: number;
  math: number;
  english: number;
  interview: number;
  cmatch: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** Merit weights on assessments' percent scores (migration 0024); no row = not weighted. */
export interface MeritAssessmentWeightsTable {
  assessment_id: number;
  weight: number;
}

/** Seats per school (migration 0009); no row = 0 seats. */
export interface SchoolSeatsTable {
  school_id: number;
  seats: number;
}

/** The grading cockpit's reusable feedback comments, one bank per assessment (migration 0014). */
export interface FeedbackCommentsTable {
  id: Generated<number>;
  assessment_id: number;
  text: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Secrets the server generated for itself, shared by every node (migration 0015). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, never, never>;
}

export interface Database
  extends
    MarkingTables,
    RubricTables,
    InterviewPanelTables,
    RegradeTables,
    AppealTables,
    IncidentTables,
    DeviceCheckTables,
    NetworkTables,
    SafeExamBrowserTables,
    ProctoringTables,
    SignalTables,
    QuestionBankTables {
  users: UsersTable;
  schools: NamedRowTable;
  positions: NamedRowTable;
  subjects: NamedRowTable;
  grades: NamedRowTable;
  groups: NamedRowTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  media_usage: MediaUsageTable;
  applicants: ApplicantsTable;
  interviews: InterviewsTable;
  assessments: AssessmentsTable;
  assessment_reviewers: AssessmentReviewersTable;
  grade_subjects: GradeSubjectsTable;
  grade_groups: GradeGroupsTable;
  attempts: AttemptsTable;
  answers: AnswersTable;
  rate_limits: RateLimitsTable;
  merit_settings: MeritSettingsTable;
  school_seats: SchoolSeatsTable;
  merit_assessment_weights: MeritAssessmentWeightsTable;
  feedback_comments: FeedbackCommentsTable;
  server_secrets: ServerSecretsTable;
  school_profile: SchoolProfileTable;
  extra_trials: ExtraTrialsTable;
  message_outbox: MessageOutboxTable;
  message_templates: MessageTemplatesTable;
  message_mutes: MessageMutesTable;
  admission_rounds: AdmissionRoundsTable;
  admission_round_seats: AdmissionRoundSeatsTable;
  admission_decisions: AdmissionDecisionsTable;
  admission_decision_changes: AdmissionDecisionChangesTable;
  admission_previews: AdmissionPreviewsTable;
  status_links: StatusLinksTable;
  one_time_codes: OneTimeCodesTable;
  staff_table_columns: StaffTableColumnsTable;
}

/** Each staff member's choice of columns per table (migration 0032): shared/src/domain/table-columns.ts ColumnChoice as JSON. */
export interface StaffTableColumnsTable {
  user_id: number;
  table_name: string;
  columns: Json;
  updated_at: UpdatedAt;
}

/** The school's name and logo for printed pages (migration 0023); one row, id 1. */
export interface SchoolProfileTable {
  id: number;
  name: ColumnType<string, string | undefined, string>;
  /** A data: URL (PNG or JPEG), or ''. */
  logo: ColumnType<string, string | undefined, string>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

export type UserRow = Selectable<UsersTable>;
export type UserRowChanges = Updateable<UsersTable>;
export type AssessmentRow = Selectable<AssessmentsTable>;
