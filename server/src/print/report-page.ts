import type { PrintPageName } from '@mizan/shared';
import { printPages } from '@mizan/shared';
import { cssString, html, type SafeHtml } from './html';
import { textOf, type PrintContext } from './print-context';
import { schoolBrand } from './school-brand';

/**
 * The printable reports (SPEC §2 side menu, §7 non-API links). Each is a
 * whole HTML page built from the applicant list; every value goes through
 * the escaping `html` template. Names get dir="auto", so an Arabic name
 * reads right to left inside an English page. The words are the context's
 * language (./print-text.ts): SPEC's English, or Arabic right to left.
 */

/** The page chrome every report shares: head, print hint, language link, school brand and title, then its summary and body. */
export function page(name: PrintPageName, context: PrintContext, summary: SafeHtml, body: SafeHtml): string {
  const text = textOf(context);
  const title = text.word(printPages[name].title);
  const brand = text.word('Mizan');
  const when = text.date(context.now);
  const other = text.otherLanguage;
  return `<!doctype html>${html`<html lang="${text.lang}" ${text.dir === 'rtl' ? html` dir="rtl"` : ''}>
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} — ${brand}</title>
      <link rel="stylesheet" href="/print/print.css" />
      <link rel="icon" href="data:," />
      <script src="/print/print.js" defer></script>
      <style>
        @page { @bottom-left { content: "${cssString(`${brand} · ${title} · ${when}`)}"; font: 9pt system-ui, sans-serif; color: #555; }${text.pageNumbers} }
      </style>
    </head>
    <body>
      <p class="hint">
        ${text.hint(html`<button type="button" id="print-button" class="print-button" hidden>${text.word('Print')}</button>`)}
        <a class="language" href="${other.href}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a>
      </p>
      <main>
        <header class="page-head">
          <div>
            ${schoolBrand(context.school, brand)}
            <h1>${title}</h1>
          </div>
          <div class="meta">${text.printed(when, context.printedBy)}</div>
        </header>
        ${summary} ${body}
      </main>
    </body>
  </html>`}`;
}

/** The report's headline figures, under its title. */
export const summaryList = (items: Array<[string, number | string]>) =>
  html`<ul class="summary">
    ${items.map(([label, value]) => html`<li>${label}: <b>${typeof value === 'number' ? value.toLocaleString('en') : value}</b></li>`)}
  </ul>`;
