import { z } from 'zod';
import type { AssessmentLang } from '../domain/assessment';
import { requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { ASSESSMENT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Address lists (ours; docs/decisions.md, "Address lists"): per assessment,
 * the networks (IPv4 and IPv6 CIDR ranges) its attempts may be taken from.
 * An empty list means anywhere, the SPEC's behaviour. Spread into `contract`
 * in contract.ts.
 */

export const ASSESSMENT_NETWORKS_MAX = 50;
/** Longest written network: an IPv6 address in full with its prefix is 43 characters. */
export const NETWORK_TEXT_MAX = 50;

export const NETWORK_REFUSAL_CODES = {
  invalid: 'network_invalid',
  notAllowed: 'network_not_allowed',
} as const;

export const NETWORKS_TOO_MANY = `An assessment may list at most ${ASSESSMENT_NETWORKS_MAX} networks.`;
export const NETWORKS_NOT_A_LIST = 'Send networks as a list of ranges such as 10.20.0.0/16 or 2001:db8::/32.';
export const networkInvalidMessage = (written: string) =>
  `"${written}" is not a network: write an IPv4 or IPv6 address, optionally with a prefix length, such as 10.20.0.0/16 or 2001:db8::/32.`;
export const networksSavedMessage = (count: number) =>
  count === 0
    ? 'Attempts may now be taken from anywhere.'
    : `Attempts may now be taken only from ${count === 1 ? 'this network' : `these ${count} networks`}.`;

/** The refusal of an applicant's exam call from outside the assessment's networks, in the assessment's language. */
export function networkRefusalMessage(lang: AssessmentLang, address: string): string {
  return lang === 'Ar'
    ? // The address isolated left to right (U+2066 … U+2069): an IPv6 address's colons otherwise reorder in Arabic text.
      `لا يمكن أداء هذا الاختبار إلا من شبكة المدرسة. عنوان جهازك (\u2066${address}\u2069) ليس ضمنها: اطلب المساعدة من المراقب.`
    : `This exam can only be taken from the school's network. Your device's address (${address}) is not on it: ask the proctor for help.`;
}

export const assessmentNetworksSchema = z.object({ id: z.number(), networks: z.array(z.string()) });
export type AssessmentNetworks = z.output<typeof assessmentNetworksSchema>;

export const setAssessmentNetworksSchema = z.object({
  id: positiveId(ASSESSMENT_ID_REQUIRED),
  networks: z
    .array(z.string({ error: NETWORKS_NOT_A_LIST }).max(NETWORK_TEXT_MAX, NETWORKS_NOT_A_LIST), { error: NETWORKS_NOT_A_LIST })
    .max(ASSESSMENT_NETWORKS_MAX, NETWORKS_TOO_MANY),
});

export const networkCalls = {
  getAssessmentNetworks: call({
    method: 'POST',
    path: 'admin/getnetworks.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) }),
    response: answer(assessmentNetworksSchema),
    summary: "Ours: the networks (CIDR ranges) the assessment's attempts may be taken from; an empty list means anywhere",
    ours: true,
  }),
  setAssessmentNetworks: call({
    method: 'POST',
    path: 'admin/setnetworks.php',
    access: requiresFlag('exam'),
    request: setAssessmentNetworksSchema,
    response: z.object({ data: assessmentNetworksSchema, msg: z.string() }),
    summary:
      `Ours: set the networks (IPv4/IPv6 CIDR, at most ${ASSESSMENT_NETWORKS_MAX}; empty: anywhere) by staff who may edit the assessment; ` +
      `a range that is not one answers 400 '${NETWORK_REFUSAL_CODES.invalid}'; audited. Every applicant exam call of the assessment ` +
      `(register, open, save, submit, upload) from another address answers 403 '${NETWORK_REFUSAL_CODES.notAllowed}' in the assessment's language`,
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type NetworkCallName = keyof typeof networkCalls;
