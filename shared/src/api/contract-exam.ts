import { z } from 'zod';
import {
  ACCESS_CODE_INVALID,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_REQUIRED,
  ID_OR_ACCESS_CODE_WRONG,
  normalizeAccessCode,
} from '../domain/access-code';
import { ASSESSMENT_LANGS, ATTEMPT_STATUSES } from '../domain/assessment';
import type { QuestionAnswer } from '../questions/answer';
import { questionAnswerSchema } from '../questions/answer-schema';
import type { ExamQuestion } from '../questions/exam-question';
import { idSchema } from '../questions/question-schema';
import { rubricChoicesSchema, rubricSchema } from '../rubrics/rubric-schema';
import { exactLengthMessage, REQUIRED } from '../validation/messages';
import { PUBLIC } from './access';
import { call, type CallSpec } from './call-spec';
import { resultAppealSchema } from './contract-appeals';
import { answer, noPayload } from './envelope';
import {
  EXAM_GRACE_SECONDS,
  SSN_LENGTH,
  SUBMITTED_BEFORE,
  UNKNOWN_SSN,
  INVALID_LINK,
  ATTEMPT_HASH_INVALID,
  ATTEMPT_HASH_PATTERN,
} from './exam-messages';

/**
 * The applicant's calls: register, take, autosave, submit, see results
 * (SPEC §7 emp/reg.php, admin/getstudentexam.php, student/submitexam.php;
 * ours: student/saveanswer.php, student/getresult.php). Spread into
 * `contract` in contract.ts. The attempt engine is server/src/services/attempts/.
 *
 * Access: every call is `public` (no staff token); the attempt hash in the
 * payload is the applicant's credential and each handler checks it. A hash
 * is 32 base64url characters (192 random bits), made at registration.
 *
 * Answer keys never travel here: questions are `ExamQuestion`s
 * (`toExamView(question, hash)`), saved answers are the applicant's own
 * `QuestionAnswer`s, and results carry exam views plus marks and feedback.
 *
 * Errors are HTTP 4xx with `{ msg }` (SPEC §8: the exam screen keeps the
 * data as the error; 'This test has been submitted before!' is exact).
 */

export * from './exam-messages';

/** Eastern Arabic and Persian digits typed on Arabic keyboards read as 0-9. */
function latinDigits(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** The apply form's ID (SPEC §5): 'Required', then exactly 14 characters ('Must be 14 characters'). */
export const applySsnSchema = z.preprocess(
  latinDigits,
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).length(SSN_LENGTH, exactLengthMessage(SSN_LENGTH)),
);

export const attemptHashSchema = z.string({ error: ATTEMPT_HASH_INVALID }).regex(ATTEMPT_HASH_PATTERN, ATTEMPT_HASH_INVALID);

const examIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: INVALID_LINK }).int(INVALID_LINK).positive(INVALID_LINK),
);

/** emp/getapplyexam.php (ours): what the apply page shows before registering. */
export const applyExamSchema = z.object({
  title: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  /** ours: registration needs the applicant's access code with the ID (the page shows an Access code field). */
  accessCodeRequired: z.boolean(),
});

/** The access code as typed: spaces and dashes dropped, upper case; its rightness is registration's to judge. */
const accessCodeInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeAccessCode(value) : value),
  z.string({ error: ACCESS_CODE_INVALID }).max(ACCESS_CODE_LENGTH * 4, ACCESS_CODE_INVALID),
);

/** emp/reg.php; `access_code` (ours) is read only for an assessment that requires codes. */
export const registrationRequestSchema = z.object({
  exam_id: examIdSchema,
  ssn: applySsnSchema,
  access_code: accessCodeInputSchema.optional(),
});

/**
 * A per-question client sequence: it must grow with each change of that
 * question's answer. A save whose seq is not greater than the stored one is
 * ignored (an older write never overwrites a newer one). Start from the seq
 * getstudentexam returned for that question (0 when none) + 1, or use a
 * millisecond clock reading.
 */
export const answerSeqSchema = z
  .number({ error: 'seq must be a whole number' })
  .int('seq must be a whole number')
  .min(1, 'seq must be 1 or more')
  .max(Number.MAX_SAFE_INTEGER);

/** One saved answer; `answer` null means the applicant cleared it. */
export const savedAnswerSchema = z.object({
  questionId: z.string(),
  answer: questionAnswerSchema.nullable(),
  seq: z.number(),
  savedAt: z.string(),
});
export type SavedAnswer = z.output<typeof savedAnswerSchema>;

const examQuestionListSchema = z.array(z.custom<ExamQuestion>((value) => typeof value === 'object' && value !== null));

/**
 * admin/getstudentexam.php's data. The first fetch starts the attempt (the
 * questions are copied from the assessment then, and the deadline set from
 * the server's clock); later fetches answer the same questions in the same
 * order with the answers saved so far. Count down from `remainingSeconds`
 * (null when untimed), re-fetch to re-sync. `nextHash` is given once the
 * attempt is submitted (the next assessment of an admission sequence).
 */
export const studentExamSchema = z.object({
  hash: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Which trial of this applicant this attempt is (1 for the first). */
  trial: z.number(),
  /** The applicant's name (as in reg.php's msg). */
  name: z.string(),
  exam: z.object({
    id: z.number(),
    title: z.string(),
    lang: z.enum(ASSESSMENT_LANGS),
    istimed: z.union([z.literal(0), z.literal(1)]),
    /** Minutes; null when untimed. */
    duration: z.number().nullable(),
    /** Exam views: never an answer key. Shuffled with the attempt's hash, the same on every fetch. */
    questions: examQuestionListSchema,
  }),
  startedAt: z.string(),
  /** started_at + duration on the server's clock; null when untimed. */
  deadline: z.string().nullable(),
  /** The server's clock when it answered (ISO). */
  serverTime: z.string(),
  /** Whole seconds until the deadline (0 when past it); null when untimed. */
  remainingSeconds: z.number().nullable(),
  graceSeconds: z.number(),
  answers: z.array(savedAnswerSchema),
  /** A reload continues the attempt (true) or submits it (false, SPEC §4). */
  allowResume: z.boolean(),
  /** The assessment shows graded results to applicants (student/getresult.php). */
  showResults: z.boolean(),
  submittedAt: z.string().nullable(),
  /** Whether this assessment is followed by another (its hash comes with the submit). */
  hasNext: z.boolean(),
  /** The next assessment's attempt hash, once this one is submitted; else null. */
  nextHash: z.string().nullable(),
  /** ours: the assessment records signals (contract-signals.ts); the page says so before the first question. Absent: it does not. */
  recordSignals: z.literal(true).optional(),
});
export type StudentExam = z.output<typeof studentExamSchema>;

/** student/saveanswer.php */
export const saveAnswerRequestSchema = z.object({
  hash: attemptHashSchema,
  questionId: idSchema,
  answer: questionAnswerSchema.nullable(),
  seq: answerSeqSchema,
});

export const saveAnswerResultSchema = z.object({
  /** The seq the server now holds for this question: yours, or a newer one it already had. */
  savedSeq: z.number(),
  /** Whether this save was stored (false when the server already held this seq or a newer one). */
  applied: z.boolean(),
  remainingSeconds: z.number().nullable(),
  serverTime: z.string(),
});

/** One answer in the submit's final batch (ours), applied under the seq rule. */
export const submittedAnswerSchema = z.object({
  questionId: idSchema,
  answer: questionAnswerSchema.nullable(),
  seq: answerSeqSchema,
});

/**
 * student/submitexam.php. `id` is the attempt hash. `questions` (SPEC) are
 * the exam's questions with the seed's answer fields filled in (options[].selected,
 * stdanswer, …); they are read with answerFromQuestion and applied only
 * where the server holds no saved answer (they carry no seq, so they cannot
 * be ordered against autosaves). `answers` (ours) is the journal of answers
 * not yet acknowledged, each with its seq. Either may be left out.
 */
export const submitExamRequestSchema = z.object({
  id: attemptHashSchema,
  questions: z.array(z.record(z.string(), z.unknown())).max(1000).optional(),
  answers: z.array(submittedAnswerSchema).max(1000).optional(),
});

export const submitExamAnswerSchema = z.object({
  msg: z.string(),
  /** The next assessment's attempt hash, or null when there is none. */
  data: z.string().nullable(),
  /** ours: question ids whose answer in the final batch was refused (the saved answer was kept). */
  skipped: z.array(z.string()).optional(),
  /**
   * ours: the next assessment of the sequence, when it needs the applicant's access code and this attempt's
   * registration did not check it (`data` is then null): the applicant registers for it at /apply/{nextExamId}.
   */
  nextExamId: z.number().int().positive().optional(),
});

/** One question of a graded result: the exam view (no key), the applicant's answer, mark and feedback. */
export const resultQuestionSchema = z.object({
  question: z.custom<ExamQuestion>((value) => typeof value === 'object' && value !== null),
  answer: z.custom<QuestionAnswer | null>((value) => value === null || (typeof value === 'object' && value !== null)),
  score: z.number().nullable(),
  max: z.number(),
  feedback: z.string(),
  /** ours: re-mark requests on this question (contract-appeals.ts); absent where none can be made. */
  appeal: resultAppealSchema.optional(),
  /** ours: when a regrade last corrected this question's key or counting for the attempt (ISO), null if never. */
  correctedAt: z.string().nullable().optional(),
  /** ours: the question's rubric and the level chosen per criterion (absent: no rubric, or the mark was typed). */
  rubric: rubricSchema.optional(),
  rubricChoice: rubricChoicesSchema.optional(),
});

/** student/getresult.php: the result, or null with the reason in msg (not submitted, not graded, not shown). */
export const examResultSchema = z.object({
  status: z.enum(ATTEMPT_STATUSES),
  available: z.boolean(),
  result: z
    .object({
      title: z.string(),
      lang: z.enum(ASSESSMENT_LANGS),
      total: z.number(),
      max: z.number(),
      percent: z.number(),
      career: z.string(),
      gradedAt: z.string().nullable(),
      questions: z.array(resultQuestionSchema),
    })
    .nullable(),
});

export const examCalls = {
  applyPagePing: call({
    method: 'POST',
    path: 'emp/getEmp.php',
    access: PUBLIC,
    request: noPayload,
    response: answer(z.null()),
    summary:
      "The seed's apply page calls it and only logs the answer (SPEC §7: payload none, answer not shown). It answers { data: null }: " +
      'nothing about any person or position reaches an anonymous caller',
  }),
  applyExam: call({
    method: 'POST',
    path: 'emp/getapplyexam.php',
    access: PUBLIC,
    request: z.object({ exam_id: examIdSchema }),
    response: answer(applyExamSchema),
    summary:
      "The apply page's heading: the assessment's title and language, and whether registering needs an access code, only while it is open " +
      'for registration (otherwise the same 4xx sentence as emp/reg.php). Nothing else about the assessment',
    ours: true,
  }),
  registerForExam: call({
    method: 'POST',
    path: 'emp/reg.php',
    access: PUBLIC,
    request: registrationRequestSchema,
    response: z.object({ msg: z.string(), data: z.string() }),
    summary:
      "Register for a published assessment with the applicant's ID: msg is the applicant's name, data the attempt hash. " +
      'An attempt not yet submitted is answered again (never a second trial). Unknown ID: 401 ' +
      `'${UNKNOWN_SSN}'; unpublished, closed, outside its dates or no trials left: 4xx with a sentence; too many unknown IDs from one address: 429. ` +
      'When the assessment requires access codes (ours), access_code must come with the ID: without it 401 ' +
      `'${ACCESS_CODE_REQUIRED}'; an unknown ID or a wrong code both 401 '${ID_OR_ACCESS_CODE_WRONG}' (counted like unknown IDs), and nothing is named or moved`,
  }),
  studentExam: call({
    method: 'POST',
    path: 'admin/getstudentexam.php',
    access: PUBLIC,
    request: z.object({ id: attemptHashSchema }),
    response: answer(studentExamSchema),
    summary:
      'The exam for an attempt hash; the first fetch starts it (questions copied, server deadline). Exam views only (no answer keys), ' +
      'the saved answers with their seq, remaining seconds on the server clock, allowResume, and the next hash once submitted. ' +
      'Until submitted, the attempt is bound to the browser (sign) that registered or first fetched it; any other browser gets 423 on ' +
      'this call, saves, uploads and submits (registering again with the ID, and the access code where required, moves it; so does staff ' +
      'releasing it with admin/moveattempt.php, after which the next browser to open it takes it)',
  }),
  saveAnswer: call({
    method: 'POST',
    path: 'student/saveanswer.php',
    access: PUBLIC,
    request: saveAnswerRequestSchema,
    response: answer(saveAnswerResultSchema),
    summary:
      'Autosave one answer (idempotent; a seq not above the stored one is ignored). 400 for an answer that does not fit the question; ' +
      `409 '${SUBMITTED_BEFORE}' after submission; 410 after the deadline plus ${EXAM_GRACE_SECONDS} s (the attempt is then submitted with what it holds)`,
    ours: true,
  }),
  submitExam: call({
    method: 'POST',
    path: 'student/submitexam.php',
    access: PUBLIC,
    request: submitExamRequestSchema,
    response: submitExamAnswerSchema,
    summary:
      `Submit the attempt (atomic: one submit wins; any other answers 409 '${SUBMITTED_BEFORE}'). Scores with the shared scoring; ` +
      "data is the next assessment's attempt hash or null",
  }),
  examResult: call({
    method: 'POST',
    path: 'student/getresult.php',
    access: PUBLIC,
    request: z.object({ id: attemptHashSchema }),
    response: answer(examResultSchema),
    summary:
      'The graded result (read-only, gradingModeStudent) when the assessment shows results and every question is graded: ' +
      'exam views with the answer, mark and feedback, never an answer key; otherwise result null and msg says why',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type ExamCallName = keyof typeof examCalls;
