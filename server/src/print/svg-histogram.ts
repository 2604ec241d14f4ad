import { html, type SafeHtml } from './html';
import { PRINT_PALETTE } from './svg-bar-chart';

/**
 * A score histogram as inline SVG: 0..100 in ten 10-point bins (the last,
 * 90–100, includes 100), vertical bars scaled to the fullest bin, each with
 * its count above and a <title>. Scores outside 0..100 are clamped; missing
 * scores are left out (the caller says how many in the table).
 */

export const BIN_LABELS = Array.from({ length: 10 }, (_, bin) => (bin === 9 ? '90–100' : `${bin * 10}–${bin * 10 + 9}`));

/** The count of scores in each 10-point bin. */
export function scoreBins(values: readonly (number | null)[]): number[] {
  const bins = new Array<number>(10).fill(0);
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    bins[Math.min(9, Math.max(0, Math.floor(value / 10)))] += 1;
  }
  return bins;
}

export const HISTOGRAM_WIDTH = 340;
export const HISTOGRAM_PLOT_HEIGHT = 90;
const LEFT = 8;
const TOP = 12;
const SLOT = (HISTOGRAM_WIDTH - LEFT * 2) / 10;

const round = (value: number) => Math.round(value * 10) / 10;

export function barHeight(count: number, largest: number): number {
  return largest <= 0 ? 0 : round((count / largest) * HISTOGRAM_PLOT_HEIGHT);
}

export function histogram(spec: {
  id: string;
  title: string;
  desc: string;
  values: readonly (number | null)[];
  colour?: string;
}): SafeHtml {
  const bins = scoreBins(spec.values);
  const largest = Math.max(0, ...bins);
  const baseline = TOP + HISTOGRAM_PLOT_HEIGHT;
  const height = baseline + 16;
  const fill = spec.colour ?? PRINT_PALETTE[0];
  const bars = bins.map((count, bin) => {
    const h = barHeight(count, largest);
    const x = round(LEFT + bin * SLOT + 2);
    return html`<rect class="bar" x="${x}" y="${round(baseline - h)}" width="${round(SLOT - 4)}" height="${h}" fill="${fill}" data-value="${count}"><title>${BIN_LABELS[bin]}: ${count}</title></rect><text class="count" x="${round(x + (SLOT - 4) / 2)}" y="${round(baseline - h - 2)}" text-anchor="middle" font-size="8.5">${count}</text><text class="label" x="${round(x + (SLOT - 4) / 2)}" y="${baseline + 11}" text-anchor="middle" font-size="8">${BIN_LABELS[bin]}</text>`;
  });
  return html`<svg class="chart" id="${spec.id}" role="img" aria-labelledby="${spec.id}-title ${spec.id}-desc" viewBox="0 0 ${HISTOGRAM_WIDTH} ${height}" width="${HISTOGRAM_WIDTH}" height="${height}" xmlns="http://www.w3.org/2000/svg"><title id="${spec.id}-title">${spec.title}</title><desc id="${spec.id}-desc">${spec.desc}</desc><line x1="${LEFT}" y1="${baseline}" x2="${HISTOGRAM_WIDTH - LEFT}" y2="${baseline}" stroke="#64748b" stroke-width="0.8"></line>${bars}</svg>`;
}
