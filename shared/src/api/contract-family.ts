import { z } from 'zod';
import { DECISION_STATES, DECLINE_REASONS } from '../domain/admission';
import { ASSESSMENT_LANGS } from '../domain/assessment';
import { ACCESS_CODE_INVALID, ACCESS_CODE_LENGTH, normalizeAccessCode } from '../domain/access-code';
import {
  DECLINE_REASON_REQUIRED,
  FAMILY_TOO_MANY_TRIES,
  FIND_RESULT_WRONG,
  ONE_TIME_CODE_NOT_NEEDED,
  ONE_TIME_CODE_SENT,
  STATUS_CODE_REQUIRED,
  STATUS_LINK_OR_CODE_WRONG,
  STATUS_LINK_UNKNOWN,
  STATUS_TOKEN_PATTERN,
  WHICH_OFFER,
} from '../domain/family-page';
import { PUBLIC, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { applySsnSchema } from './contract-exam';
import { positiveId } from './request-ids';

/**
 * The family's page and the way back (ours; docs/decisions.md "The family's
 * page", docs/security.md "The status link"): the status page's data, the
 * answer to an offer, "Find my result", and the staff's copy and resend of
 * an applicant's links. Spread into `contract` in contract.ts.
 */

const statusTokenSchema = z.string({ error: STATUS_LINK_UNKNOWN }).regex(STATUS_TOKEN_PATTERN, STATUS_LINK_UNKNOWN);

/** An access code or a one-time code as typed: spaces and dashes dropped, upper case; its rightness is the server's to judge. */
const typedCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeAccessCode(value) : value),
  z.string({ error: ACCESS_CODE_INVALID }).max(ACCESS_CODE_LENGTH * 4, ACCESS_CODE_INVALID),
);

const familyDecisionSchema = z.object({
  roundId: z.number(),
  roundName: z.string(),
  schoolName: z.string().nullable(),
  state: z.enum(DECISION_STATES),
  waitlistPosition: z.number().nullable(),
  offerDeadline: z.string().nullable(),
});

export const familyPageSchema = z.object({
  name: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  decisions: z.array(familyDecisionSchema),
  results: z.array(
    z.object({
      assessment: z.string(),
      lang: z.enum(ASSESSMENT_LANGS),
      percent: z.number().nullable(),
      career: z.string(),
      link: z.string(),
    }),
  ),
  resultsAwaited: z.number(),
});

export const statusRequestSchema = z.object({ token: statusTokenSchema, code: typedCodeSchema.optional() });

export const offerAnswerRequestSchema = z
  .object({
    token: statusTokenSchema,
    code: typedCodeSchema.optional(),
    /** The round whose offer is answered; may be left out when there is one open offer. */
    roundId: positiveId(WHICH_OFFER).optional(),
    accept: z.boolean(),
    reason: z.enum(DECLINE_REASONS, { error: DECLINE_REASON_REQUIRED }).optional(),
  })
  .refine((answer) => answer.accept || answer.reason !== undefined, { message: DECLINE_REASON_REQUIRED, path: ['reason'] });

export const findResultRequestSchema = z.object({ ssn: applySsnSchema, code: typedCodeSchema });

const applicantIdRequest = z.object({ applicantId: positiveId('Which applicant? Send applicantId.') });

const applicantLinksSchema = z.object({
  /** '/status/<token>': the site's origin goes in front. */
  statusLink: z.string(),
  attempts: z.array(
    z.object({
      attemptId: z.number(),
      assessment: z.string(),
      status: z.enum(['inprogress', 'submitted', 'graded']),
      released: z.boolean(),
      /** '/assessment?hash=…': the exam, and its result once released. */
      link: z.string(),
    }),
  ),
});

const TOKEN_REFUSALS =
  `an unknown link 404 '${STATUS_LINK_UNKNOWN}'; while access codes are in use, code (the applicant's access code) is needed first: ` +
  `without it 401 '${STATUS_CODE_REQUIRED}' (code access_code_required), an unknown link or a wrong code both 401 '${STATUS_LINK_OR_CODE_WRONG}' ` +
  `(status_code_wrong), counted per browser and address like registration's unknown IDs (429 '${FAMILY_TOO_MANY_TRIES}')`;

export const familyCalls = {
  familyStatus: call({
    method: 'POST',
    path: 'emp/status.php',
    access: PUBLIC,
    request: statusRequestSchema,
    response: answer(familyPageSchema),
    summary:
      "The family's status page for a status token: the applicant's name and language, every round's decision (state, offer deadline, " +
      `waitlist position), every released result with its link, how many results await release. Refusals: ${TOKEN_REFUSALS}`,
    ours: true,
  }),
  respondToOffer: call({
    method: 'POST',
    path: 'emp/respondoffer.php',
    access: PUBLIC,
    request: offerAnswerRequestSchema,
    response: answer(familyPageSchema),
    summary:
      'Accept or decline an open offer from the status page (token, and code where access codes are in use; roundId when there are ' +
      'several open offers). A decline needs a reason from the decline reasons. The same answer again changes nothing; after the ' +
      `deadline, or the other answer once one was given, 409 with a sentence and a stable code. Answers the page's data again. Token refusals as emp/status.php`,
    ours: true,
  }),
  findResult: call({
    method: 'POST',
    path: 'emp/findresult.php',
    access: PUBLIC,
    request: findResultRequestSchema,
    response: answer(z.string()),
    summary:
      "Find my result: the national ID with the applicant's access code (while access codes are in use) or the one-time code " +
      "emp/sendcode.php sent (otherwise) answers the applicant's status page path. An unknown ID and a wrong code answer alike, " +
      `401 '${FIND_RESULT_WRONG}' (find_result_wrong), counted per browser and address (429)`,
    ours: true,
  }),
  sendFindCode: call({
    method: 'POST',
    path: 'emp/sendcode.php',
    access: PUBLIC,
    request: z.object({ ssn: applySsnSchema }),
    response: z.object({ msg: z.string() }),
    summary:
      'Where access codes are not in use: send a one-time code for Find my result to the e-mail address and mobile of the applicant ' +
      `with this ID. Every ID answers the same '${ONE_TIME_CODE_SENT}', in the same time; while codes are in use 409 '${ONE_TIME_CODE_NOT_NEEDED}'. ` +
      'Limited per browser and address (429)',
    ours: true,
  }),
  applicantLinks: call({
    method: 'POST',
    path: 'admin/getapplicantlinks.php',
    access: requiresFlag('updateinfo'),
    request: applicantIdRequest,
    response: answer(applicantLinksSchema),
    summary: "An applicant's status page link and each attempt's exam / result link, to copy (staff who see access codes: updateinfo)",
    ours: true,
  }),
  resendLinks: call({
    method: 'POST',
    path: 'admin/resendlinks.php',
    access: requiresFlag('updateinfo'),
    request: applicantIdRequest,
    response: answer(z.object({ queued: z.number() })),
    summary:
      "Send the applicant their status page link and their latest result link again, by e-mail and SMS (the outbox), in the applicant's " +
      'language; 409 when they have neither an e-mail address nor a mobile',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type FamilyCallName = keyof typeof familyCalls;
