import { SCORE_SORT_PATTERN, scoreSortField, type ScoreColumn } from './assessment-scores';

/**
 * Which columns of the applicants table a staff member sees, and in what
 * order (kept per user on the server: `admin/gettablecolumns.php`). The #,
 * Name and Actions columns are always shown and stay in view (fixed at the
 * start and the end); every other column can be hidden and moved. The
 * default is the SPEC's order with the score columns after My Review (100),
 * as the table has always shown them.
 */

/** The tables whose columns can be chosen. */
export const CHOOSABLE_TABLES = ['applicants'] as const;
export type ChoosableTable = (typeof CHOOSABLE_TABLES)[number];

/** A column's key: a field, or `score:<assessment id>` for an assessment's score column. */
export type ApplicantColumnKey = string;

/** Always shown, first (in this order). */
export const FIXED_START_COLUMNS = ['id', 'name'] as const;
/** Always shown, last. */
export const FIXED_END_COLUMNS = ['actions'] as const;

/** The movable columns before the score columns, then those after them, in the SPEC's order. */
const BEFORE_SCORES = ['email', 'ssn', 'mobile', 'school', 'prep_mark', 'math', 'english', 'career', 'interview'] as const;
const AFTER_SCORES = ['enrolled', 'competent', 'access_code'] as const;
const FIELD_KEYS: readonly string[] = [...FIXED_START_COLUMNS, ...BEFORE_SCORES, ...AFTER_SCORES, ...FIXED_END_COLUMNS];

/** What a saved choice may hold: at most this many keys. */
export const MAX_CHOSEN_COLUMNS = 200;

/** Whether `key` can name a column of the applicants table at all (the server refuses anything else). */
export function isApplicantColumnKey(key: string): boolean {
  return FIELD_KEYS.includes(key) || SCORE_SORT_PATTERN.test(key);
}

/** A saved choice: the movable columns in the order chosen, and those hidden. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

/** One movable column as the chooser lists it. */
export interface ColumnPlace {
  key: ApplicantColumnKey;
  shown: boolean;
}

/** The movable columns there are, in the default order: the SPEC's, the score columns after My Review (100). */
export function defaultColumnOrder(scoreColumns: readonly ScoreColumn[], withAccessCode: boolean): ApplicantColumnKey[] {
  return [
    ...BEFORE_SCORES,
    ...scoreColumns.map((column) => scoreSortField(column.id)),
    ...AFTER_SCORES.filter((key) => key !== 'access_code' || withAccessCode),
  ];
}

/**
 * The movable columns in the chosen order, each shown or hidden. A column
 * the choice does not know (an assessment taken since) is shown, placed
 * after the column that precedes it by default; a key the table no longer
 * has (an assessment the viewer stopped reviewing) is dropped.
 */
export function arrangeColumns(available: readonly ApplicantColumnKey[], choice: ColumnChoice | null): ColumnPlace[] {
  if (!choice) return available.map((key) => ({ key, shown: true }));
  const present = new Set(available);
  const order = [...new Set(choice.order)].filter((key) => present.has(key));
  available.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = available
      .slice(0, index)
      .reverse()
      .find((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  const hidden = new Set(choice.hidden);
  return order.map((key) => ({ key, shown: !hidden.has(key) }));
}

/** The list with `key` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveColumn(places: readonly ColumnPlace[], key: ApplicantColumnKey, step: -1 | 1): ColumnPlace[] {
  const from = places.findIndex((place) => place.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= places.length) return [...places];
  const moved = [...places];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** The list with `key` shown or hidden. */
export function showColumn(places: readonly ColumnPlace[], key: ApplicantColumnKey, shown: boolean): ColumnPlace[] {
  return places.map((place) => (place.key === key ? { ...place, shown } : place));
}

/** The choice to save for a list. */
export function choiceOf(places: readonly ColumnPlace[]): ColumnChoice {
  return { order: places.map((place) => place.key), hidden: places.filter((place) => !place.shown).map((place) => place.key) };
}

/** Every column the table draws, in order: the fixed start, the movable ones shown, the fixed end. */
export function shownColumns(places: readonly ColumnPlace[]): ApplicantColumnKey[] {
  return [...FIXED_START_COLUMNS, ...places.filter((place) => place.shown).map((place) => place.key), ...FIXED_END_COLUMNS];
}

/** How many columns are hidden, for the chooser's button ("Columns (3 hidden)"). */
export function hiddenCount(places: readonly ColumnPlace[]): number {
  return places.filter((place) => !place.shown).length;
}

/** The headings of the applicants table: the SPEC's words. */
const COLUMN_TITLES: Readonly<Record<string, string>> = {
  id: '#',
  name: 'Name',
  email: 'Email',
  ssn: 'SSN(ID)',
  mobile: 'Mobile',
  school: 'School',
  prep_mark: 'Prep. Score',
  math: 'Math. Score',
  english: 'Eng. Score',
  career: 'Career Interest',
  interview: 'My Review (100)',
  enrolled: 'Enrolled?',
  competent: 'has Psychological problem?',
  access_code: 'Access Code',
  actions: 'Actions',
};

/** A column's heading: the SPEC's word, or the assessment's name for a score column. */
export function columnTitle(key: ApplicantColumnKey, scoreColumns: readonly ScoreColumn[]): string {
  const title = COLUMN_TITLES[key];
  if (title !== undefined) return title;
  const assessment = scoreColumns.find((column) => scoreSortField(column.id) === key);
  return assessment?.name ?? key;
}

/** Each column's width in pixels: its heading on one line with the sort arrows (has Psychological problem? on two), its usual values without wrapping. */
const COLUMN_WIDTHS: Readonly<Record<string, number>> = {
  id: 56,
  name: 190,
  email: 200,
  ssn: 150,
  mobile: 118,
  school: 160,
  prep_mark: 112,
  math: 116,
  english: 108,
  career: 140,
  interview: 142,
  enrolled: 104,
  competent: 176,
  access_code: 210,
};
export const SCORE_COLUMN_WIDTH = 130;

/** The width of a column; `actions` is as wide as the buttons this staff member has. */
export function columnWidth(key: ApplicantColumnKey, actionsWidth: number): number {
  if (key === 'actions') return actionsWidth;
  return COLUMN_WIDTHS[key] ?? SCORE_COLUMN_WIDTH;
}

/** The table's whole width for the columns drawn. */
export function tableWidth(keys: readonly ApplicantColumnKey[], actionsWidth: number): number {
  return keys.reduce((sum, key) => sum + columnWidth(key, actionsWidth), 0);
}
