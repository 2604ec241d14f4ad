import { RIASEC_CATEGORY_NAMES, type AttemptStatus, type RiasecCategory } from '@mizan/shared';

/** '1 minute', '90 minutes'. */
export function minutesInWords(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The Score column of Taken Assessments (SPEC §2): the career result
 * (RIASEC Holland code) when one exists, else percent/100; '—' while there
 * is no percent yet (in progress).
 */
export function formatScore(row: { percent: number | null; career: string }): string {
  if (row.career.trim() !== '') return row.career;
  if (row.percent === null) return '—';
  return `${row.percent}/100`;
}

export const STATUS_LABELS: Record<AttemptStatus, string> = {
  inprogress: 'In progress',
  submitted: 'Submitted',
  graded: 'Graded',
};

/** A Holland code ('SAE') in words ('Social, Artistic, Enterprising'); unknown letters are kept as they are. */
export function careerInWords(code: string): string {
  return [...code.trim().toUpperCase()].map((letter) => RIASEC_CATEGORY_NAMES[letter as RiasecCategory] ?? letter).join(', ');
}
