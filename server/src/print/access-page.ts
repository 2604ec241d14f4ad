import { html } from './html';
import { PRINT_TEXT_EN, type PrintText } from './print-text';

/** The small page a print link answers when the session or the flag is missing. */
export function accessPage(status: 401 | 403, message: string, text: PrintText = PRINT_TEXT_EN): string {
  const title = text.word(status === 401 ? 'Please sign in' : 'Not allowed');
  const brand = text.word('Mizan');
  return `<!doctype html>${html`<html lang="${text.lang}" ${text.dir === 'rtl' ? html` dir="rtl"` : ''}>
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} — ${brand}</title>
      <link rel="stylesheet" href="/print/print.css" />
      <link rel="icon" href="data:," />
    </head>
    <body>
      <main>
        <header class="page-head">
          <div>
            <div class="brand">${brand}</div>
            <h1>${title}</h1>
          </div>
        </header>
        <p>${text.accessMessage(status, message)}</p>
        <p>${text.accessNext(status)}</p>
      </main>
    </body>
  </html>`}`;
}
