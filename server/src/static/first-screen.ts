import { BRAND_NAME, documentTitle } from '@mizan/shared';
import { escapeHtml } from '../print/html';
import type { PageAssessment } from '../services/attempts/page-first-screen';

/**
 * What the applicant's page shows before its script has run: the apply
 * page's brand and assessment title, the exam page's title. On a phone
 * link the script (React, antd, the screen's code) takes seconds; the HTML
 * that carries these comes in the first round trip, so the applicant sees
 * which assessment they opened at once, in its language and direction.
 * React then draws the page over it (createRoot replaces what is there). The styles are antd's (mizanTheme's
 * tokens) written out, because antd's style variables only exist once
 * React runs: e2e/applicant-first-screen.e2e.mjs holds the title's box and
 * font to the one React draws, so nothing moves when React takes over.
 */
type FirstScreen = PageAssessment;

/** PageText's wrapper: antd's default font, size, line height and text colour. */
const PAGE_TEXT =
  'font-family:-apple-system,BlinkMacSystemFont,&quot;Segoe UI&quot;,Roboto,&quot;Helvetica Neue&quot;,Arial,&quot;Noto Sans&quot;,sans-serif,&quot;Apple Color Emoji&quot;,&quot;Segoe UI Emoji&quot;,&quot;Segoe UI Symbol&quot;,&quot;Noto Color Emoji&quot;;font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,0.88)';
/** antd's Typography.Title level 1 under mizanTheme (fontSizeHeading1 24); ApplyPage's has no top margin. */
const HEADING = 'font-size:24px;line-height:1.2105263157894737;font-weight:600;color:rgba(0,0,0,0.88)';

const title = (screen: FirstScreen, style: string) => `<h1 style="${style}"><bdi>${escapeHtml(screen.title)}</bdi></h1>`;

/** ApplyPage's column, brand and Card with the assessment's title. */
function applyMarkup(screen: FirstScreen, dir: string): string {
  return (
    `<div dir="${dir}" style="max-width:420px;margin:48px auto;padding:0 16px">` +
    `<span style="color:#636363"><strong style="font-weight:600">${BRAND_NAME}</strong></span>` +
    '<div style="margin-top:8px;background:#fff;border:1px solid #f0f0f0;border-radius:8px"><div style="padding:24px">' +
    title(screen, `margin:0 0 0.5em;${HEADING}`) +
    '</div></div></div>'
  );
}

/** ExamPage's column and title (the countdown is a bar of its own above it, drawn once the exam runs). */
function examMarkup(screen: FirstScreen, dir: string): string {
  return (
    `<div dir="${dir}" style="max-width:960px;margin:0 auto;padding:16px 16px 96px">` +
    title(screen, `margin:0.67em 0 0.5em;${HEADING}`) +
    '</div>'
  );
}

/** mf-exam's index.html with `screen` drawn in its root, the document in the assessment's language and named after it. */
export function withFirstScreen(pageHtml: string, screen: FirstScreen): string {
  const dir = screen.lang === 'Ar' ? 'rtl' : 'ltr';
  const markup = screen.page === 'apply' ? applyMarkup(screen, dir) : examMarkup(screen, dir);
  return pageHtml
    .replace(/<html[^>]*>/, `<html lang="${screen.lang === 'Ar' ? 'ar' : 'en'}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(screen.title))}</title>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root"><div style="${PAGE_TEXT}">${markup}</div></div>`);
}
