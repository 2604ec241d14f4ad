import { deviceCheckWords } from '@mizan/shared';
import type { EvidencePack } from '../services/evidence/evidence-types';
import { html, type SafeHtml } from './html';
import { section, table, timeText, when, who } from './evidence-sections';
import type { EvidenceText } from './evidence-text';

const fingerprint = (value: string) => html`<bdi dir="ltr">${value}…</bdi>`;

/**
 * Addresses and devices: Mizan keeps no address per request (said so), but
 * the browsers it has seen: the one the attempt is bound to now and each
 * that asked at the proctor's gate, by the first characters of their fingerprints.
 */
export function devicesSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const seen = [...new Set([pack.head.browserNow, ...pack.proctorDecisions.map((decision) => decision.browser)].filter(Boolean))];
  return section(
    'ev-addresses',
    text.addressesAndDevices,
    html`<p class="muted">${text.addressesNote}</p><dl>
<dt>${text.browserNow}</dt><dd>${pack.head.browserNow ? fingerprint(pack.head.browserNow) : text.browserNone}</dd>
<dt>${text.browserMoves}</dt><dd>${pack.head.browserMoves}</dd>
<dt>${text.browsersSeen}</dt><dd>${seen.length > 0 ? seen.map((sign, index) => html`${index > 0 ? ', ' : ''}${fingerprint(sign)}`) : '—'}</dd>
</dl>`,
  );
}

/** Each device rehearsal: when, its verdict, the browser as it named itself, and every check with what it measured. */
export function deviceSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const words = deviceCheckWords(pack.head.lang);
  const rows = pack.deviceChecks.map(
    (check) =>
      html`<tr>${when(text, check.at)}<td>${text.verdict[check.verdict]}</td><td dir="ltr" class="agent">${check.userAgent || '—'}</td><td>${check.checks.map(
        (entry, index) =>
          html`${index > 0 ? html`<br>` : ''}${words.checkNames[entry.check]}: ${words.outcomes[entry.outcome]}${entry.detail ? html` (<bdi dir="ltr">${entry.detail}</bdi>)` : ''}`,
      )}</td></tr>`,
  );
  return section('ev-device', text.deviceChecks, table([text.when, text.what, text.browserNamed, text.checks], rows, text));
}

/** Each request at the proctor's gate: to start or resume, from which browser, and who decided, how, when and why. */
export function proctorSection(text: EvidenceText, pack: EvidencePack): SafeHtml {
  const rows = pack.proctorDecisions.map(
    (decision) =>
      html`<tr>${when(text, decision.requestedAt)}<td>${text.proctorKind[decision.kind]}</td><td>${fingerprint(decision.browser)}</td><td>${text.proctorState[decision.state]}${decision.via ? ` ${text.proctorVia[decision.via]}` : ''}</td><td class="when">${decision.decidedAt ? timeText(text, decision.decidedAt) : '—'}</td><td dir="auto">${decision.reason || '—'}</td>${who(decision.by)}</tr>`,
  );
  return section(
    'ev-proctor',
    text.proctorDecisions,
    table([text.asked, text.what, text.browser, text.state, text.decided, text.reason, text.by], rows, text),
  );
}
