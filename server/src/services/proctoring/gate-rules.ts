import type { ProctorKind, ProctorState, ProctorVia, ProctoringSettings } from '@mizan/shared';

/** One browser's row at the gate, as the rules read it. */
export interface GateDecision {
  kind: ProctorKind;
  sign: string;
  state: ProctorState;
  via: ProctorVia | null;
  reason: string;
  decided_at: Date | null;
  id: number;
}

export interface GateFacts {
  settings: ProctoringSettings;
  started: boolean;
  /** Submitted, or past its deadline plus grace: the attempt policy answers it, not the gate. */
  ended: boolean;
  /** The browser the attempt is bound to now (attempts.browser_sign). */
  boundSign: string | null;
  /** The browser asking. */
  sign: string;
  decisions: readonly GateDecision[];
}

/**
 * What the gate answers a browser opening the exam:
 * - pass: on to the attempt policy (which may still refuse: another browser, time up);
 * - trust: under the resume gate, the browser starting the attempt becomes the one it trusts; a started attempt
 *   with none (the gate was turned on after its start) trusts the browser it is bound to now (else this one); then ask again;
 * - ask: record this browser's request (or open it again) and wait;
 * - wait / refused: its request stands as it is.
 */
export type GateOutcome =
  | { kind: 'pass' }
  | { kind: 'trust'; sign: string }
  | { kind: 'ask'; proctorKind: ProctorKind }
  | { kind: 'wait'; proctorKind: ProctorKind }
  | { kind: 'refused'; proctorKind: ProctorKind; reason: string };

/** The browser a started attempt trusts: the one of its latest approved row. */
export function trustedSign(decisions: readonly GateDecision[]): string | null {
  const approved = decisions.filter((row) => row.state === 'approved');
  approved.sort((a, b) => (a.decided_at?.getTime() ?? 0) - (b.decided_at?.getTime() ?? 0) || a.id - b.id);
  return approved.at(-1)?.sign ?? null;
}

export function gateOutcome(facts: GateFacts): GateOutcome {
  if (facts.ended) return { kind: 'pass' };
  if (!facts.started) {
    // Bound to another browser: the policy answers "open in another browser"; registering here moves it.
    if (facts.boundSign !== null && facts.boundSign !== facts.sign) return { kind: 'pass' };
    const start = facts.settings.startNeedsProctor
      ? standing(facts, 'start', (row) => row.state === 'approved')
      : { kind: 'pass' as const };
    // The browser that starts the attempt is the one a later resume is compared with.
    if (start.kind === 'pass' && facts.settings.resumeNeedsProctor && trustedSign(facts.decisions) === null)
      return { kind: 'trust', sign: facts.sign };
    return start;
  }
  if (!facts.settings.resumeNeedsProctor) return { kind: 'pass' };
  const trusted = trustedSign(facts.decisions);
  if (trusted === null) return { kind: 'trust', sign: facts.boundSign ?? facts.sign };
  if (trusted === facts.sign) return { kind: 'pass' };
  // An older approval of this browser (another was let in since) no longer holds: it asks again.
  return standing(facts, 'resume', () => false);
}

function standing(facts: GateFacts, kind: ProctorKind, approvedHolds: (row: GateDecision) => boolean): GateOutcome {
  const row = facts.decisions.find((decision) => decision.kind === kind && decision.sign === facts.sign);
  if (!row) return { kind: 'ask', proctorKind: kind };
  if (row.state === 'waiting') return { kind: 'wait', proctorKind: kind };
  if (row.state === 'refused') return { kind: 'refused', proctorKind: kind, reason: row.reason };
  return approvedHolds(row) ? { kind: 'pass' } : { kind: 'ask', proctorKind: kind };
}
