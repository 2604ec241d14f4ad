import { html, type SafeHtml } from './html';
import type { PrintText } from './print-text';

function shareOf(count: number, total: number): string {
  return total === 0 ? '0' : ((count / total) * 100).toFixed(1);
}

/** A count table beside its chart: label, applicants, share. */
export function countTable(kind: string, entries: ReadonlyArray<readonly [string, number]>, total: number, w: PrintText['word']): SafeHtml {
  return html`<table class="counts">
    <thead>
      <tr>
        <th>${kind}</th>
        <th class="num">${w('Applicants')}</th>
        <th class="num">${w('Share')}</th>
      </tr>
    </thead>
    <tbody>
      ${entries.map(
        ([label, count]) =>
          html`<tr>
            <td class="label" dir="auto">${label}</td>
            <td class="num">${count}</td>
            <td class="num">${shareOf(count, total)}%</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
