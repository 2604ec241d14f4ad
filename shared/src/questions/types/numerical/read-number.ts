/**
 * The number an applicant typed, read as they meant it, or null when the
 * text is not one number (no answer; it scores 0):
 *
 * - surrounding spaces, and the invisible direction marks an Arabic keyboard
 *   may add, are ignored;
 * - Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits are 0–9;
 * - '.' and the Arabic decimal separator '٫' are the decimal point;
 * - the Arabic thousands separator '٬' and thin spaces are dropped;
 * - a single ',' with no decimal point is a decimal comma ('3,5' is 3.5);
 * - a leading '+', '-' or minus sign '−', and an exponent ('6.02e23').
 */
export function readTypedNumber(text: string): number | null {
  const plain = text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066c\u2009\u202f]/g, '')
    .replace(/\u066b/g, '.')
    .replace(/^\u2212/, '-');
  const commas = plain.split(',').length - 1;
  if (commas > 1 || (commas === 1 && plain.includes('.'))) return null;
  const decimal = plain.replace(',', '.');
  if (!TYPED_NUMBER.test(decimal)) return null;
  const value = Number(decimal);
  return Number.isFinite(value) ? value : null;
}

const TYPED_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * An accepted answer's value or tolerance as the key stores it: plain ASCII,
 * '.' as the decimal point ('3.5', '-12', '6.02e23'); null for anything else.
 */
export function readKeyNumber(text: string): number | null {
  const plain = text.trim();
  if (!TYPED_NUMBER.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
