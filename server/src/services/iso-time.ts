/** An instant as the wire carries it (ISO 8601, UTC); a column may arrive as a Date or a string, and null stays null. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
