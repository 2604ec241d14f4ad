import { BRAND_NAME, SEB_REFUSAL_WORDS, documentTitle, sebConfigFilePath, type AssessmentLang } from '@mizan/shared';
import { escapeHtml } from '../../print/html';

/**
 * The link that opens the .seb in Safe Exam Browser itself: SEB registers
 * the seb:// and sebs:// schemes and fetches the file over http or https.
 */
export const sebLinkOf = (fileUrl: string): string => fileUrl.replace(/^http(s?):\/\//, 'seb$1://');

/**
 * The page an applicant's browser gets instead of the apply or exam page
 * when the assessment requires Safe Exam Browser and the request is not
 * from it: the sentence, the link that opens the exam in SEB, and the
 * settings file, in the assessment's language and direction. Plain HTML
 * with no script, so it reads the same in any browser.
 */
export function sebRefusalPage(lang: AssessmentLang, fileUrl: string): string {
  const words = SEB_REFUSAL_WORDS[lang];
  const dir = lang === 'Ar' ? 'rtl' : 'ltr';
  const link = 'display:inline-block;margin:8px 0;padding:8px 16px;border-radius:6px;text-decoration:none;font-weight:600';
  return `<!doctype html>
<html lang="${lang === 'Ar' ? 'ar' : 'en'}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(words.title))}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:16px;line-height:1.6;color:rgba(0,0,0,0.88)">
<main style="max-width:520px;margin:48px auto;padding:0 16px">
<p style="margin:0;color:#636363"><strong>${BRAND_NAME}</strong></p>
<div style="margin-top:8px;background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:24px">
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25">${escapeHtml(words.title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(words.sentence)}</p>
<p style="margin:0"><a href="${escapeHtml(sebLinkOf(fileUrl))}" style="${link};background:#0958d9;color:#fff">${escapeHtml(words.open)}</a></p>
<p style="margin:0"><a href="${escapeHtml(fileUrl)}" download style="${link};color:#0958d9;border:1px solid #0958d9">${escapeHtml(words.download)}</a></p>
<p style="margin:16px 0 0;color:#595959;font-size:14px">${escapeHtml(words.help)}</p>
</div></main></body></html>
`;
}

/** The public .seb file's absolute URL for the site at `base`. */
export const sebFileUrl = (base: string, assessmentId: number): string => `${base}${sebConfigFilePath(assessmentId)}`;
