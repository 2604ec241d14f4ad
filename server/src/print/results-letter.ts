import type { SchoolProfile } from '@mizan/shared';
import { html, type SafeHtml } from './html';
import { schoolBrand } from './school-brand';
import { letterText, type LetterText } from './results-letter-text';
import type { LetterData } from '../services/results-letter';

const mark = (value: number) => String(Math.round(value * 100) / 100);

function dateText(text: LetterText, value: Date): string {
  return new Intl.DateTimeFormat(text.locale, { dateStyle: 'long' }).format(value);
}

function questionRows(text: LetterText, letter: LetterData): SafeHtml {
  return html`${letter.questions.map(
    (question, index) =>
      html`<tr><td class="num">${index + 1}</td><td dir="auto">${question.text}</td><td class="num"><bdi dir="ltr">${question.score === null ? text.notGraded : `${mark(question.score)} / ${mark(question.max)}`}</bdi></td>${
        letter.released ? html`<td dir="auto">${question.feedback || text.noFeedback}</td>` : ''
      }</tr>`,
  )}`;
}

const LETTER_CSS = `
.letter dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 14px; }
.letter dt { font-weight: 600; color: #333; }
.letter dd { margin: 0; }
.letter .result { display: flex; gap: 24px; margin: 10px 0 14px; padding: 10px 14px; border: 2px solid #0f766e; border-radius: 8px; }
.letter .result div { display: flex; flex-direction: column; }
.letter .result b { font-size: 18pt; color: #0f766e; }
.letter .note { padding: 6px 10px; background: #fef9c3; border: 1px solid #eab308; border-radius: 6px; }
.letter .signature { display: flex; justify-content: space-between; gap: 24px; margin-top: 36px; break-inside: avoid; }
.letter .signature div { flex: 1; }
.letter .line { border-bottom: 1px solid #111; height: 28px; margin-bottom: 4px; }
`;

/**
 * One applicant's results letter: A4, in the assessment's language and
 * direction, the school's name and logo, the score, the mark and (once the
 * result is released) the feedback per question, and a signature line.
 */
export function resultsLetterPage(letter: LetterData, school: SchoolProfile, now: Date): string {
  const text = letterText(letter.lang);
  return `<!doctype html>${html`<html lang="${text.lang}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.heading} — ${letter.applicantName}</title>
<link rel="stylesheet" href="/print/print.css">
<link rel="icon" href="data:,">
<script src="/print/print.js" defer></script>
<style>${LETTER_CSS}</style>
</head>
<body>
<p class="hint"><button type="button" id="print-button" class="print-button" hidden>${text.print}</button> ${text.printHint}</p>
<main class="letter">
<header class="page-head">
${schoolBrand(school)}
<div class="meta">${text.date}: ${dateText(text, now)}</div>
</header>
<h1>${text.heading}</h1>
<dl>
<dt>${text.applicant}</dt><dd dir="auto">${letter.applicantName}</dd>
<dt>${text.nationalId}</dt><dd><bdi dir="ltr">${letter.ssn}</bdi></dd>
${letter.school ? html`<dt>${text.school}</dt><dd dir="auto">${letter.school}</dd>` : ''}
<dt>${text.assessment}</dt><dd dir="auto">${letter.title}</dd>
${letter.submittedAt ? html`<dt>${text.submitted}</dt><dd>${dateText(text, letter.submittedAt)}</dd>` : ''}
</dl>
${letter.status !== 'graded' ? html`<p class="note" role="note">${text.awaitingGrading}</p>` : ''}
${letter.status === 'graded' && !letter.released ? html`<p class="note" role="note">${text.notReleased}</p>` : ''}
<section class="result" aria-label="${text.score}">
<div><span>${text.score}</span><b><bdi dir="ltr">${mark(letter.total)} / ${mark(letter.max)}</bdi></b></div>
<div><span>${text.percent}</span><b><bdi dir="ltr">${mark(letter.percent)}%</bdi></b></div>
${letter.career ? html`<div><span>${text.career}</span><b><bdi dir="ltr">${letter.career}</bdi></b></div>` : ''}
</section>
<table>
<thead><tr><th class="num">#</th><th>${text.question}</th><th class="num">${text.mark}</th>${letter.released ? html`<th>${text.feedback}</th>` : ''}</tr></thead>
<tbody>${questionRows(text, letter)}</tbody>
</table>
<div class="signature">
<div><div class="line"></div>${text.signature} — ${text.signatory}</div>
<div><div class="line"></div>${text.date}</div>
</div>
</main>
</body>
</html>`}`;
}
