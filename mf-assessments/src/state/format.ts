import { RIASEC_CATEGORY_NAMES, type AttemptStatus, type RiasecCategory } from '@mizan/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant in the browser's time zone as 'YYYY-MM-DD HH:mm', or '—' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO instant as the value of an <input type="datetime-local"> (local time, minutes), or ''. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of an <input type="datetime-local"> (local time) as an ISO instant, or null when empty or unreadable. */
export function fromLocalInputValue(value: string): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

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
