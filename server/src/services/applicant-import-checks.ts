/**
 * Import checks that do not refuse a row but must not pass unseen: the row
 * is imported as corrected, and the preview shows what was corrected.
 */

export interface ImportWarning {
  field: string;
  message: string;
}

export interface KnownSchool {
  id: number;
  name: string;
}

export function noSchoolNamedMessage(name: string): string {
  return `There is no school named "${name}". Use a name from the school list.`;
}
export function schoolCapitalsMessage(written: string, listed: string): string {
  return `"${written}" is taken as the school "${listed}" (the school list writes it so). Check that this is the school you mean.`;
}
export function mobileZeroAddedMessage(written: string): string {
  return `The mobile "${written}" has 10 digits; it is taken as "0${written}" (a spreadsheet drops the leading 0 of a number). Check the number.`;
}

/** Schools by their name in lower case, for matching a file's school column. */
export function schoolsByLowerName(schools: readonly KnownSchool[]): Map<string, KnownSchool> {
  return new Map(schools.map((school) => [school.name.trim().toLowerCase(), { id: school.id, name: school.name.trim() }]));
}

/** The school a file names: the same name, or the same name in other capitals (with a warning), else a problem. */
export function matchSchool(
  written: string,
  schools: ReadonlyMap<string, KnownSchool>,
): { id: number; warning?: ImportWarning } | { problem: string } {
  const school = schools.get(written.trim().toLowerCase());
  if (!school) return { problem: noSchoolNamedMessage(written) };
  if (school.name === written.trim()) return { id: school.id };
  return { id: school.id, warning: { field: 'school', message: schoolCapitalsMessage(written, school.name) } };
}

/**
 * An Egyptian mobile is 11 digits starting with 01. A spreadsheet that took
 * it for a number kept 10 digits starting with 1: the 0 is put back, and the
 * preview says so. Any other length stays as written (and the form's rule refuses it).
 */
export function restoreMobileZero(mobile: string): { mobile: string; warning?: ImportWarning } {
  if (!/^1\d{9}$/.test(mobile)) return { mobile };
  return { mobile: `0${mobile}`, warning: { field: 'mobile', message: mobileZeroAddedMessage(mobile) } };
}
