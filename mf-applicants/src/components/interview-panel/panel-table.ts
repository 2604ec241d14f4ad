import { interviewQuestionKeys, type InterviewForm, type InterviewPanel } from '@mizan/shared';

/** One line of the panel's table: a criterion (or the total) and each interviewer's rating of it. */
export interface PanelTableRow {
  key: string;
  /** The criterion, Arabic, numbered as on the form; or the total's label. */
  label: string;
  /** Interviewer id → their rating (1..5) or parent score; absent when their form lacked the criterion. */
  ratings: Record<number, number | undefined>;
  /** The panel's mean rating of the criterion, 2 decimals; null when no one rated it. */
  mean: number | null;
  total?: boolean;
}

const mean2 = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/** Criteria of the form as rows, each interviewer a column, and the totals (My Review (100)) last. */
export function panelTableRows(panel: InterviewPanel, form: InterviewForm, totalLabel: string): PanelTableRow[] {
  const rows = interviewQuestionKeys(form.size).map((key, index) => {
    const ratings: Record<number, number | undefined> = {};
    for (const card of panel.scorecards) ratings[card.interviewerId] = card.answers[key];
    return {
      key,
      label: `${index + 1}. ${form.criteria[index]}`,
      ratings,
      mean: mean2(Object.values(ratings).filter((rating): rating is number => rating !== undefined)),
    };
  });
  const totals: Record<number, number | undefined> = {};
  for (const card of panel.scorecards) totals[card.interviewerId] = card.parent;
  return [...rows, { key: 'total', label: totalLabel, ratings: totals, mean: panel.mean, total: true }];
}
