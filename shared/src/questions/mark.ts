/**
 * Marks are numbers kept as strings (SPEC §3 totalMark, the teacher's score).
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits read as 0-9, and
 * the Arabic decimal separator '٫' as '.', so a mark typed on an Arabic
 * keyboard means what it shows.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

const MARK_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * The number a mark string holds ('2.5' is 2.5, ' 3 ' is 3), or null when it
 * is empty or not a plain decimal number ≥ 0 ('-1', '1e3', '0x10', 'abc').
 */
export function parseMark(text: string): number | null {
  const plain = toLatinDigits(text.trim()).replace('\u066b', '.');
  if (!MARK_PATTERN.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** A mark for arithmetic: what parseMark reads, or 0 for '' and invalid text (validation stops those at save). */
export function markValue(text: string): number {
  return parseMark(text) ?? 0;
}

/** Rounded to 2 decimals, half up, without binary surprises (1.005 gives 1.01). */
export function roundMark(value: number): number {
  const rounded = Math.round(Number((value * 100).toPrecision(12))) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}
