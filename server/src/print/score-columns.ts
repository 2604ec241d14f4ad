import { scoreText, type Applicant, type ScoreColumn } from '@mizan/shared';
import { html, type SafeHtml } from './html';

/** The Final report's score columns: one per assessment taken, headed by its name. */
export function scoreHeads(columns: readonly ScoreColumn[]): SafeHtml {
  return html`${columns.map((column) => html`<th class="${column.career ? '' : 'num'}" dir="auto">${column.name}</th>`)}`;
}

/** An applicant's cells under scoreHeads: the percent, or the Holland code of a career assessment. */
export function scoreCells(applicant: Applicant, columns: readonly ScoreColumn[]): SafeHtml {
  return html`${columns.map((column) => html`<td class="${column.career ? '' : 'num'}">${scoreText(applicant.scores?.[String(column.id)])}</td>`)}`;
}
