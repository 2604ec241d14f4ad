import { SIGNAL_STAFF_WORDS } from '@mizan/shared';
import type { EvidencePack } from '../services/evidence/evidence-types';
import { html, type SafeHtml } from './html';
import type { EvidenceText } from './evidence-text';

/** Dates and times to the second, with the server's time zone: the pack is a record, minutes are not enough. */
export function timeText(text: EvidenceText, when: Date): string {
  return new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeStyle: 'long' }).format(when);
}

/** Seconds as h:mm:ss (a minus sign once past the deadline), read left to right in either language. */
export function clockText(seconds: number | null): SafeHtml {
  if (seconds === null) return html`—`;
  const sign = seconds < 0 ? '−' : '';
  const whole = Math.abs(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return html`<bdi dir="ltr">${sign}${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}</bdi>`;
}

const mark = (value: number | null) => (value === null ? '—' : String(Math.round(value * 100) / 100));
export const when = (text: EvidenceText, at: Date) => html`<td class="when">${timeText(text, at)}</td>`;
export const who = (name: string) => html`<td dir="auto">${name || '—'}</td>`;
const empty = (text: EvidenceText, columns: number) => html`<tr><td colspan="${columns}" class="empty">${text.none}</td></tr>`;

export function table(head: string[], rows: SafeHtml[], text: EvidenceText): SafeHtml {
  return html`<table><thead><tr>${head.map((cell) => html`<th>${cell}</th>`)}</tr></thead><tbody>${rows.length > 0 ? rows : empty(text, head.length)}</tbody></table>`;
}

export function section(id: string, title: string, body: SafeHtml): SafeHtml {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}

export function timeSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const { head } = pack;
  const terms = head.timed && head.durationMinutes !== null ? [text.duration(head.durationMinutes)] : [text.untimed];
  if (head.extraTimePercent > 0) terms.push(text.extraTime(head.extraTimePercent));
  if (head.extraMinutes > 0) terms.push(text.extraMinutes(head.extraMinutes));
  const rows = pack.deadlines.map(
    (change) =>
      html`<tr>${when(text, change.at)}<td>${text.deadlineChange[change.kind]}</td><td class="num">${change.minutes === null ? '—' : mark(change.minutes)}</td><td class="when">${timeText(text, change.deadline)}</td></tr>`,
  );
  return section(
    'ev-time',
    text.time,
    html`<p>${terms.join(' · ')}</p>${head.timed ? table([text.when, text.what, text.minutes, text.deadline], rows, text) : ''}`,
  );
}

export function savesSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const rows = pack.saves.map(
    (save) =>
      html`<tr>${when(text, save.savedAt)}<td class="num">${save.position ?? text.notInAttempt}</td><td dir="auto">${save.questionText}${save.cleared ? html` <span class="muted">${text.cleared}</span>` : ''}</td><td class="num">${save.seq}</td><td class="num">${clockText(save.secondsLeft)}</td></tr>`,
  );
  return section(
    'ev-saves',
    text.saves,
    html`<p class="muted">${text.savesNote(pack.answered, pack.questionCount)}</p>${table([text.when, '#', text.question, text.seq, text.timeLeft], rows, text)}`,
  );
}

export function staffSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const rows = pack.staffActions.map(
    (action) =>
      html`<tr>${when(text, action.at)}<td>${text.staffAction[action.kind]}</td><td class="num">${action.minutes ?? '—'}</td><td dir="auto">${action.reason || '—'}</td>${who(action.by)}</tr>`,
  );
  return section('ev-staff', text.staffActions, table([text.when, text.what, text.minutes, text.reason, text.by], rows, text));
}

export function incidentsSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const rows = pack.incidents.map(
    (incident) =>
      html`<tr>${when(text, incident.at)}<td>${text.categories[incident.category]}</td><td dir="auto">${incident.note || '—'}</td><td class="num">${incident.minutes}</td>${who(incident.by)}</tr>`,
  );
  return section('ev-incidents', text.incidents, table([text.when, text.category, text.note, text.minutes, text.by], rows, text));
}

export function signalsSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const kinds = SIGNAL_STAFF_WORDS[pack.head.lang].kinds;
  const rows = pack.signals.list.map(
    (signal) => html`<tr>${when(text, signal.receivedAt)}${when(text, signal.deviceAt)}<td>${kinds[signal.kind]}</td></tr>`,
  );
  const setting = pack.signals.recorded ? text.signalsNote : text.signalsOff;
  return section(
    'ev-signals',
    text.signals,
    html`<p class="muted">${setting}</p>${pack.signals.recorded || rows.length > 0 ? table([text.received, text.onDevice, text.what], rows, text) : ''}`,
  );
}

export function resultSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const { head } = pack;
  const rows = pack.remarks.map(
    (remark) =>
      html`<tr>${when(text, remark.at)}<td>${text.remark[remark.kind]}</td><td class="num">${remark.position ?? '—'}</td><td>${text.remarkDetail[remark.detail] ?? remark.detail}</td><td class="num"><bdi dir="ltr">${remark.from === null && remark.kind !== 'appeal' ? mark(remark.to) : `${mark(remark.from)} → ${mark(remark.to)}`}</bdi></td><td dir="auto">${remark.reason || '—'}</td>${who(remark.by)}</tr>`,
  );
  return section(
    'ev-result',
    text.result,
    html`<dl>
<dt>${text.state}</dt><dd>${text.status[head.status]}</dd>
<dt>${text.percent}</dt><dd><bdi dir="ltr">${head.percent === null ? '—' : `${mark(head.percent)}%`}</bdi></dd>
${head.gradedAt ? html`<dt>${text.gradedAt}</dt><dd>${timeText(text, head.gradedAt)}${head.gradedBy ? html` — <bdi>${head.gradedBy}</bdi>` : ''}</dd>` : ''}
<dt>${text.releasedAt}</dt><dd>${head.releasedAt ? timeText(text, head.releasedAt) : text.notReleased}</dd>
</dl>
<h3>${text.remarks}</h3>
${table([text.when, text.what, '#', text.detail, text.mark, text.reason, text.by], rows, text)}`,
  );
}

export function viewsSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const rows = pack.views.map((view) => html`<tr>${when(text, view.at)}<td>${text.view[view.what]}</td>${who(view.by)}</tr>`);
  return section('ev-views', text.views, table([text.when, text.what, text.by], rows, text));
}
