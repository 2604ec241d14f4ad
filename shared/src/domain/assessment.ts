import type { AssessmentItem } from '../questions/draw-slot';
import type { Teacher } from './lookups';

/**
 * An assessment (SPEC §3) with the SPEC's wire names, plus ours:
 * `nextAssessmentId` (chains an admission sequence), `showResults` (applicants
 * see their graded result once every question is graded) and `allowResume`
 * (a reload continues the attempt instead of submitting it).
 *
 * `questions` are the FULL questions with their answer keys: only staff calls
 * carry them. Applicants get `toExamView` projections from the attempt
 * engine, never this type.
 */
export const ASSESSMENT_LANGS = ['En', 'Ar'] as const;
export type AssessmentLang = (typeof ASSESSMENT_LANGS)[number];
export const DEFAULT_ASSESSMENT_LANG: AssessmentLang = 'En';
export const DEFAULT_NUMBER_OF_TRIALS = 1;
export const MIN_NUMBER_OF_TRIALS = 1;
export const MIN_DURATION_MINUTES = 1;
/** ours: upper bounds so a typo (10000 trials, 100000 minutes) is caught. */
export const MAX_NUMBER_OF_TRIALS = 100;
export const MAX_DURATION_MINUTES = 24 * 60;
/** ours: at most this many questions in one assessment. */
export const MAX_ASSESSMENT_QUESTIONS = 300;

export interface AssessmentGroup {
  groupname: string;
}

export interface Assessment {
  id: number;
  /** The title. */
  name: string;
  /** A grade's name from admin/getgrades.php, or '' for none. */
  grade: string;
  /** Free text (e.g. 'Admission', 'Placement'), or ''. */
  type: string;
  /** ISO 8601 instant, or null for no start limit. */
  startdate: string | null;
  /** ISO 8601 instant after startdate, or null for no end limit. */
  enddate: string | null;
  /** How many times one applicant may take it; ≥ 1, default 1. */
  nooftrials: number;
  lang: AssessmentLang;
  /** Fixed questions and draw slots (questions/draw-slot.ts). */
  questions: AssessmentItem[];
  /** The Assigned Reviewers. */
  selectedteachers: Teacher[];
  selectedgroups: AssessmentGroup[];
  istimed: 0 | 1;
  /** Minutes (≥ 1) when timed; null when not timed. */
  duration: number | null;
  /** ours: registration is possible only while published, open and inside the dates. */
  open: boolean;
  /** Ids of the reviewers, who see and grade the submissions (= selectedteachers' ids). */
  grading_teachers_ids: number[];
  /** Ids of the reviewers who may also edit the assessment. */
  editing_teachers_ids: number[];
  /** '1' means published. */
  published: '1' | '0';
  nextAssessmentId: number | null;
  showResults: boolean;
  allowResume: boolean;
  /** ours: registering needs the applicant's access code with the national ID (domain/access-code.ts). */
  requireAccessCodes: boolean;
  /** ours: each applicant sees the questions in an order of their own, kept across reloads. */
  shuffleQuestions: boolean;
}

/** A row of the assessments list (admin/getexams.php and the publish/pull answers). */
export interface AssessmentListItem {
  id: number;
  name: string;
  /** Same as name: the list's 'title' column. */
  title: string;
  startdate: string | null;
  enddate: string | null;
  /** The list's 'Published' column. */
  published: '1' | '0';
  publishedText: 'Yes' | 'No';
  lang: AssessmentLang;
  istimed: 0 | 1;
  duration: number | null;
  nooftrials: number;
  open: boolean;
  grade: string;
  type: string;
  questionCount: number;
  /** Attempts started (any state); an assessment with attempts cannot be deleted, only pulled. */
  attemptCount: number;
}

/**
 * The grading state of a taken assessment (admin/getstudentsexams.php
 * `status`): in progress (started, not submitted), submitted (waiting for a
 * teacher on at least one question), graded (every question has a mark).
 */
export const ATTEMPT_STATUSES = ['inprogress', 'submitted', 'graded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const STUDENT_EXAMS_PAGE_SIZE = 15;
export const STUDENT_EXAMS_FIRST_PAGE = 1;
/**
 * ours: admin/getstudentsexams.php counts matches up to this many and then
 * answers this number with countCapped: counting all of a large table on
 * every page would read all of it, and no one pages past 10,000 rows.
 */
export const STUDENT_EXAMS_COUNT_CAP = 10_000;
