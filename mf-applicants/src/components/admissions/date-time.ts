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
  return formatDateTime(iso).replace(' ', 'T');
}

/** The value of an <input type="datetime-local"> (local time) as an ISO instant, or null when empty or unreadable. */
export function fromLocalInputValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) || date.getDate() !== day ? null : date.toISOString();
}
