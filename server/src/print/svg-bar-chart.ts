import { html, type SafeHtml } from './html';

/**
 * A bar chart as inline SVG, drawn on the server: the print pages run no
 * script (docs/security.md), so a chart is markup like any other. Every
 * label goes through the escaping `html` template. Categories are rows
 * (horizontal bars, so long and Arabic school names have room); several
 * series are drawn side by side ('grouped') or end to end ('stacked').
 * Colours are chosen to stay apart in greyscale too; each bar carries a
 * <title> with its exact count, and the chart a <title> and <desc>.
 */

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** A fill colour; defaults to the print palette in order. */
  colour?: string;
}

export interface BarChartSpec {
  /** Unique within the page: ties <title>/<desc> to aria-labelledby. */
  id: string;
  title: string;
  desc: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  mode?: 'grouped' | 'stacked';
}

/** Dark teal, amber, slate grey, then more: distinct on a greyscale printer. */
export const PRINT_PALETTE = ['#0f766e', '#d97706', '#94a3b8', '#7c3aed', '#be123c', '#0369a1'];

export const CHART_WIDTH = 340;
const LABEL_WIDTH = 132;
const COUNT_WIDTH = 28;
export const PLOT_WIDTH = CHART_WIDTH - LABEL_WIDTH - COUNT_WIDTH;
const BAR_HEIGHT = 11;
const ROW_GAP = 7;
const LEGEND_HEIGHT = 18;

const round = (value: number) => Math.round(value * 10) / 10;

/** A bar's length in the plot: proportional to the largest row, 0 when all are 0. */
export function barLength(value: number, largest: number, plot = PLOT_WIDTH): number {
  return largest <= 0 ? 0 : round((value / largest) * plot);
}

/** Cut a long label for the axis (the full text stays in each bar's <title>). */
export function shortLabel(label: string, max = 21): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export function legend(series: readonly ChartSeries[], y: number, width = CHART_WIDTH): SafeHtml {
  const step = Math.floor(width / Math.max(1, series.length));
  return html`<g class="legend" font-size="9">${series.map(
    (entry, index) =>
      html`<rect x="${index * step}" y="${y}" width="10" height="10" fill="${entry.colour ?? PRINT_PALETTE[index % PRINT_PALETTE.length]}"></rect><text x="${index * step + 14}" y="${y + 9}">${entry.name}</text>`,
  )}</g>`;
}

export function barChart(spec: BarChartSpec): SafeHtml {
  const mode = spec.mode ?? 'grouped';
  const series = spec.series.map((entry, index) => ({ ...entry, colour: entry.colour ?? PRINT_PALETTE[index % PRINT_PALETTE.length] }));
  const perRow = mode === 'grouped' ? series.length : 1;
  const rowHeight = perRow * BAR_HEIGHT + ROW_GAP;
  const showLegend = series.length > 1;
  const top = showLegend ? LEGEND_HEIGHT : 0;
  const height = top + Math.max(1, spec.categories.length) * rowHeight + 2;
  const totals = spec.categories.map((_, row) => series.reduce((sum, entry) => sum + (entry.values[row] ?? 0), 0));
  const largest = mode === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((entry) => entry.values));

  const rows = spec.categories.map((category, row) => {
    const y0 = top + row * rowHeight;
    let offset = 0;
    const bars = series.map((entry, index) => {
      const value = entry.values[row] ?? 0;
      const length = barLength(value, largest);
      const x = LABEL_WIDTH + (mode === 'stacked' ? offset : 0);
      const y = mode === 'stacked' ? y0 : y0 + index * BAR_HEIGHT;
      offset = round(offset + length);
      const count =
        mode === 'grouped'
          ? html`<text class="count" x="${round(x + length + 3)}" y="${y + BAR_HEIGHT - 2}" font-size="8.5">${value}</text>`
          : html``;
      return html`<rect class="bar" x="${x}" y="${y}" width="${length}" height="${BAR_HEIGHT - 1}" fill="${entry.colour}" data-value="${value}"><title>${category}, ${entry.name}: ${value}</title></rect>${count}`;
    });
    const total =
      mode === 'stacked'
        ? html`<text class="count" x="${round(LABEL_WIDTH + offset + 3)}" y="${y0 + BAR_HEIGHT - 2}" font-size="8.5">${totals[row]}</text>`
        : html``;
    return html`<g class="row"><text class="label" x="${LABEL_WIDTH - 4}" y="${y0 + (perRow * BAR_HEIGHT) / 2 + 3}" text-anchor="end" font-size="9">${shortLabel(category)}</text>${bars}${total}</g>`;
  });

  return html`<svg class="chart" id="${spec.id}" role="img" aria-labelledby="${spec.id}-title ${spec.id}-desc" viewBox="0 0 ${CHART_WIDTH} ${height}" width="${CHART_WIDTH}" height="${height}" xmlns="http://www.w3.org/2000/svg"><title id="${spec.id}-title">${spec.title}</title><desc id="${spec.id}-desc">${spec.desc}</desc>${showLegend ? legend(series, 2) : html``}<line x1="${LABEL_WIDTH}" y1="${top}" x2="${LABEL_WIDTH}" y2="${height}" stroke="#64748b" stroke-width="0.8"></line>${rows}</svg>`;
}
