import { QUESTION_TYPE_INFO } from '../questions/question-type-info';

/**
 * Every address of the browser apps (SPEC §2), once: the shell guards and
 * titles them, each remote routes them, and links and navigate() calls build
 * them from here. Addresses are matched case-insensitively, and a trailing
 * slash is ignored (shell/src/routing/paths.ts), so the casing below is the
 * SPEC's own and only shows in the address bar.
 */
export const PATHS = {
  login: '/login',
  home: '/home',
  dashboard: '/dashboard',
  /** Where a signed-in staff member lands. */
  defaultLanding: '/dashboard/Applicants',
  privacy: '/dashboard/privacy',
  terms: '/dashboard/terms',
  /** SPEC lists /sidnav without its purpose: the side menu as a page of its own (docs/decisions.md). */
  sideNav: '/sidnav',

  applicants: '/dashboard/Applicants',
  applicantView: '/applicantViewComponent',
  addApplicant: '/applicantcomponent',
  /** Ours: admission rounds, their decisions and what-ifs, and the message templates. */
  admissions: '/dashboard/admissions',

  users: '/dashboard/user',

  assessments: '/dashboard/assessments',
  subjects: '/dashboard/Subjects',
  takenAssessments: '/dashboard/StudentsExams',
  bank: '/dashboard/bank',
  builder: '/assessmentcomponent',
  assessmentView: '/assessmentViewComponent',
  /** Ours, each followed by /{examId}: the grading cockpit, item analysis and the exam-day control room. */
  grading: '/dashboard/grading',
  itemAnalysis: '/dashboard/itemanalysis',
  examRoom: '/dashboard/examroom',
  /** Ours, /dashboard/regrade/{examId}?question={question id}: correcting an auto-scored question's key and regrading. */
  regrade: '/dashboard/regrade',
  /** Ours, /dashboard/marking/{examId}: double and anonymous marking, the moderation queue and the markers' agreement. */
  marking: '/dashboard/marking',
  /** Ours, /dashboard/appeals?exam={examId}: the re-mark requests of the assessments one grades. */
  appeals: '/dashboard/appeals',

  /** The applicant's pages: /apply/{examid} and the exam, /assessment?hash={attempt hash}. */
  apply: '/apply',
  exam: '/assessment',
  /** Ours: the family's status page, /status/{token} (docs/decisions.md, "The family's page"). */
  status: '/status',
} as const;

/** The single-editor routes of SPEC §2 ('/mcq', '/Order', …), from QUESTION_TYPE_INFO (RIASEC has none). */
export const QUESTION_EDITOR_PATHS: readonly string[] = Object.values(QUESTION_TYPE_INFO).flatMap((info) =>
  info.route ? [info.route] : [],
);

/** The modes /assessmentViewComponent is opened in (state/view-route.ts in mf-assessments reads them). */
export type AssessmentViewMode = 'examMode' | 'gradingModeTeacher' | 'gradingModeStudent' | (string & {});

/** An assessment's preview or plain view (its id), or a submission's grading or result (the attempt's id). */
export function assessmentViewPath(id: number, mode: AssessmentViewMode): string {
  return `${PATHS.assessmentView}?id=${id}&exammode=${encodeURIComponent(mode)}`;
}

/** One applicant's page (SPEC §2). */
export function applicantViewPath(id: number): string {
  return `${PATHS.applicantView}?id=${id}&exammode=examMode`;
}

/**
 * The grading cockpit of an assessment, at a place when given:
 * /dashboard/grading/{examId}?attempt={submission}&question={question id}
 * (so a reload keeps the grader's place).
 */
export function gradingPath(examId: number, place: { attempt?: number; question?: string } = {}): string {
  const query = new URLSearchParams();
  if (place.attempt !== undefined) query.set('attempt', String(place.attempt));
  if (place.question !== undefined) query.set('question', place.question);
  const search = query.toString();
  return `${PATHS.grading}/${examId}${search ? `?${search}` : ''}`;
}

export const itemAnalysisPath = (examId: number) => `${PATHS.itemAnalysis}/${examId}`;
export const markingPath = (examId: number) => `${PATHS.marking}/${examId}`;

export const examRoomPath = (examId: number) => `${PATHS.examRoom}/${examId}`;

/** The re-mark requests, of one assessment when given. */
export const appealsPath = (examId?: number) => (examId === undefined ? PATHS.appeals : `${PATHS.appeals}?exam=${examId}`);

/** Correcting a key of an assessment, with the question chosen when given. */
export function regradePath(examId: number, questionId?: string): string {
  return `${PATHS.regrade}/${examId}${questionId === undefined ? '' : `?question=${encodeURIComponent(questionId)}`}`;
}

/** The public apply page of an assessment (its link is this under the site's origin). */
export const applyPath = (examId: number | string) => `${PATHS.apply}/${examId}`;

/** The applicant's exam page of one attempt. */
export const examPath = (attemptHash: string) => `${PATHS.exam}?hash=${encodeURIComponent(attemptHash)}`;
