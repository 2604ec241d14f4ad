import type { Applicant } from '@mizan/shared';
import { countTable } from './count-table';
import { html, type SafeHtml } from './html';
import type { PrintText } from './print-text';
import type { PrintWord } from './print-text-ar';
import { BIN_LABELS, histogram, scoreBins } from './svg-histogram';

/** The scores the Statistics page charts, each with its chart's id. */
export const SCORES: ReadonlyArray<{ id: string; title: PrintWord; pick: (a: Applicant) => number | null }> = [
  { id: 'chart-prep', title: 'Prep. Score', pick: (a) => a.prep_mark },
  { id: 'chart-math', title: 'Math. Score', pick: (a) => a.math },
  { id: 'chart-english', title: 'Eng. Score', pick: (a) => a.english },
  { id: 'chart-interview', title: 'My Review (100)', pick: (a) => a.interview },
];

/** One score: its histogram (10-point bins, 0..100) above the same counts as a table. */
export function scoreDistribution(spec: (typeof SCORES)[number], applicants: readonly Applicant[], text: PrintText): SafeHtml {
  const title = text.word(spec.title);
  const values = applicants.map(spec.pick);
  const bins = scoreBins(values);
  const missing = values.filter((value) => value === null).length;
  const entries: Array<[string, number]> = BIN_LABELS.map((label, bin) => [label, bins[bin]]);
  if (missing > 0) entries.push([text.word('Not yet'), missing]);
  const chart = histogram({
    id: spec.id,
    title: text.bandChartTitle(title),
    desc: `${[...BIN_LABELS.map((label, bin) => `${label}: ${bins[bin]}`), ...(missing > 0 ? [text.notYetScored(missing)] : [])].join(text.listSeparator)}.`,
    values,
  });
  return html`<figure class="score">
    <h3>${title}</h3>
    ${chart}${countTable(text.word('Band'), entries, values.length, text.word)}
  </figure>`;
}
