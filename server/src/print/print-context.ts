import type { Applicant, SchoolProfile, ScoreColumn } from '@mizan/shared';
import { PRINT_TEXT_EN, type PrintText } from './print-text';

/** What a report is built from, and for whom. */
export interface PrintContext {
  applicants: readonly Applicant[];
  schools: ReadonlyArray<{ id: number; name: string }>;
  printedBy: string;
  now: Date;
  /** The report's language; English when left out. */
  text?: PrintText;
  /** The school's name and logo from settings, for the page head. */
  school?: SchoolProfile;
  /** The assessments taken, as score columns of the Final report. */
  scoreColumns?: readonly ScoreColumn[];
}

export const textOf = (context: PrintContext) => context.text ?? PRINT_TEXT_EN;
