import type { SchoolProfile } from '@mizan/shared';
import type { EvidencePack } from '../services/evidence/evidence-types';
import { cssString, html } from './html';
import { schoolBrand } from './school-brand';
import {
  clockText,
  incidentsSection,
  resultSection,
  savesSection,
  signalsSection,
  staffSection,
  timeSection,
  timeText,
  viewsSection,
} from './evidence-sections';
import { deviceSection, devicesSection, proctorSection } from './evidence-exam-day';
import { evidenceText, type EvidenceText } from './evidence-text';

const EVIDENCE_CSS = `
.evidence dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 8px; }
.evidence dt { font-weight: 600; color: #333; }
.evidence dd { margin: 0; }
.evidence section { break-inside: auto; }
.evidence h2 { border-bottom: 1px solid #cbd5e1; padding-bottom: 2px; color: #0f766e; }
.evidence td.when { white-space: nowrap; font-variant-numeric: tabular-nums; }
.evidence .two-col > section { margin-bottom: 6px; }
.evidence td.agent { font-size: 8pt; word-break: break-all; }
@media screen and (max-width: 640px) {
  main { margin: 0; padding: 12px; box-shadow: none; }
  .hint { margin: 0; border-radius: 0; }
  .evidence .two-col { grid-template-columns: 1fr; }
  .evidence dl { grid-template-columns: minmax(0, 45%) 1fr; }
  .evidence table { font-size: 8.5pt; }
  .evidence td.when { white-space: normal; }
  .evidence td, .evidence th { overflow-wrap: anywhere; }
}
`;

function submissionBlock(text: EvidenceText, pack: EvidencePack) {
  const { head } = pack;
  if (head.submittedAt === null) return html`<p>${text.notSubmitted}</p>`;
  const lastDeadline = pack.deadlines.at(-1)?.deadline ?? null;
  const left = lastDeadline === null ? null : Math.round((lastDeadline.getTime() - head.submittedAt.getTime()) / 1000);
  return html`<dl>
<dt>${text.submittedAt}</dt><dd>${timeText(text, head.submittedAt)}</dd>
<dt>${text.submittedBy}</dt><dd>${head.submittedBy ? text.submitter[head.submittedBy] : '—'}</dd>
${left === null ? '' : html`<dt>${text.timeLeftAtSubmission}</dt><dd>${clockText(left)}</dd>`}
</dl>`;
}

/**
 * One attempt's evidence pack: A4 pages in the assessment's language and
 * direction: who took it, when it was registered and started, every save
 * kept, the deadline over time, what staff did, incidents, the exam-day
 * checks, the submission, the result and every later mark.
 */
export function evidencePage(pack: EvidencePack, school: SchoolProfile, printedBy: string, now: Date): string {
  const text = evidenceText(pack.head.lang);
  const { head } = pack;
  const footer = `${text.heading} · ${head.applicantName} · ${timeText(text, now)}`;
  return `<!doctype html>${html`<html lang="${text.lang}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.heading} — ${head.applicantName}</title>
<link rel="stylesheet" href="/print/print.css">
<link rel="icon" href="data:,">
<script src="/print/print.js" defer></script>
<style>${EVIDENCE_CSS}@page { @bottom-left { content: "${cssString(footer)}"; font: 9pt system-ui, sans-serif; color: #555; }${text.pageNumbers} }</style>
</head>
<body>
<p class="hint"><button type="button" id="print-button" class="print-button" hidden>${text.print}</button> ${text.printHint}</p>
<main class="evidence">
<header class="page-head">
${schoolBrand(school)}
<div class="meta">${text.printed(timeText(text, now), printedBy)}</div>
</header>
<h1>${text.heading}</h1>
<div class="two-col">
<section aria-labelledby="ev-identity"><h2 id="ev-identity">${text.identity}</h2><dl>
<dt>${text.applicant}</dt><dd dir="auto">${head.applicantName}</dd>
<dt>${text.nationalId}</dt><dd><bdi dir="ltr">${head.ssn}</bdi></dd>
<dt>${text.school}</dt><dd dir="auto">${head.school || '—'}</dd>
<dt>${text.assessment}</dt><dd dir="auto">${head.title}</dd>
<dt>${text.trial}</dt><dd>${head.trial}</dd>
<dt>${text.attempt}</dt><dd>${head.attemptId}</dd>
</dl></section>
<section aria-labelledby="ev-registration"><h2 id="ev-registration">${text.registration}</h2><dl>
<dt>${text.registeredAt}</dt><dd>${timeText(text, head.registeredAt)}</dd>
<dt>${text.startedAt}</dt><dd>${head.startedAt ? timeText(text, head.startedAt) : text.notStarted}</dd>
</dl></section>
</div>
${devicesSection(text, pack)}
${deviceSection(text, pack)}
${proctorSection(text, pack)}
${timeSection(text, pack)}
${savesSection(text, pack)}
${staffSection(text, pack)}
${incidentsSection(text, pack)}
${signalsSection(text, pack)}
<section aria-labelledby="ev-submission"><h2 id="ev-submission">${text.submission}</h2>${submissionBlock(text, pack)}</section>
${resultSection(text, pack)}
${viewsSection(text, pack)}
</main>
</body>
</html>`}`;
}
