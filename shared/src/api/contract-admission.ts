import { z } from 'zod';
import { DECISION_ACTORS, DECISION_STATES } from '../domain/admission';
import { MERIT_SEATS_RANGE } from '../domain/merit';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { meritAssessmentWeightSchema, meritSettingsSchema } from './contract-merit';
import { answer } from './envelope';

/**
 * Admission rounds and decisions (ours; domain/admission.ts and
 * domain/admission-plan.ts): rounds read the merit list, each applicant has
 * one decision per round, and every batch is a what-if first and then a
 * commit of exactly that what-if. Spread into `contract` in contract.ts.
 */

export const ROUND_NAME_REQUIRED = 'Give the round a name (at most 200 characters).';
export const ROUND_DEADLINE_FORMAT = 'The offer deadline must be a date and time, e.g. 2026-06-30T18:00:00Z.';
export const ROUND_WINDOW_RANGE = 'The offer window must be a whole number of hours from 1 to 2160.';
export const DECISION_REASON_LENGTH = 'The reason may be at most 500 characters.';

const roundId = z.coerce.number().int().positive();
const seatsSchema = z
  .array(
    z.object({
      school_id: z.number().int().positive(),
      seats: z.number({ error: MERIT_SEATS_RANGE }).int(MERIT_SEATS_RANGE).min(0, MERIT_SEATS_RANGE).max(100_000, MERIT_SEATS_RANGE),
    }),
  )
  .max(1000)
  .refine((entries) => new Set(entries.map((entry) => entry.school_id)).size === entries.length, 'Each school may be given seats once.');
const stateSchema = z.enum(DECISION_STATES);
const placeSchema = z.object({ state: stateSchema, waitlist_position: z.number().nullable() });

export const admissionRoundSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null: the whole group (every school's merit list). */
  school_id: z.number().nullable(),
  school_name: z.string().nullable(),
  offer_deadline: z.string(),
  offer_window_hours: z.number(),
  auto_promote: z.boolean(),
  /** Per school: its seats, the seats held (offered, accepted, enrolled) and how many wait. */
  seats: z.array(z.object({ school_id: z.number(), name: z.string(), seats: z.number(), held: z.number(), waitlisted: z.number() })),
  /** How many applicants of the round are in each state ('pending': no decision yet). */
  counts: z.record(stateSchema, z.number()),
});
export type AdmissionRound = z.output<typeof admissionRoundSchema>;

export const roundDecisionSchema = z.object({
  applicant_id: z.number(),
  name: z.string(),
  school_id: z.number(),
  /** The place in the school's merit list today (null: no longer an applicant of the round's schools). */
  rank: z.number().nullable(),
  total: z.number().nullable(),
  state: stateSchema,
  waitlist_position: z.number().nullable(),
  offer_deadline: z.string().nullable(),
});

export const decisionChangeSchema = z.object({
  id: z.number(),
  applicant_id: z.number(),
  name: z.string(),
  from_state: stateSchema,
  to_state: stateSchema,
  from_position: z.number().nullable(),
  to_position: z.number().nullable(),
  actor: z.enum(DECISION_ACTORS),
  /** The staff member's display name (actor 'staff'). */
  actor_name: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});

const previewRowSchema = z.object({
  applicant_id: z.number(),
  name: z.string(),
  school_id: z.number(),
  rank_today: z.number().nullable(),
  rank_after: z.number().nullable(),
  today: placeSchema,
  after: placeSchema,
  offer_deadline: z.string().nullable(),
  /** in: gets a seat; out: loses one; position: moves on the waitlist; rank: only the rank moves (a weight change); other: e.g. not admitted. */
  move: z.enum(['in', 'out', 'position', 'rank', 'other']),
});
export type DecisionPreviewRow = z.output<typeof previewRowSchema>;

export const decisionPreviewSchema = z.object({
  previewId: z.string(),
  action: z.enum(['offers', 'seats', 'weights', 'promote']),
  seats: z.array(
    z.object({
      school_id: z.number(),
      name: z.string(),
      seats_today: z.number(),
      seats_after: z.number(),
      held_today: z.number(),
      held_after: z.number(),
      waitlisted_today: z.number(),
      waitlisted_after: z.number(),
    }),
  ),
  rows: z.array(previewRowSchema),
  summary: z.object({ in: z.number(), out: z.number(), position: z.number(), rank: z.number(), other: z.number() }),
});
export type DecisionPreview = z.output<typeof decisionPreviewSchema>;

const previewRequestSchema = z.discriminatedUnion('action', [
  z.object({
    roundId,
    action: z.literal('offers'),
    /** How many to waitlist after the offers, per seat group. */
    waitlist: z.number().int().min(0).max(100_000),
    /** Only these applicants (ticked); without it every pending applicant of the round. */
    applicantIds: z.array(z.number().int().positive()).max(100_000).optional(),
  }),
  z.object({ roundId, action: z.literal('seats'), seats: seatsSchema }),
  z.object({
    roundId,
    action: z.literal('weights'),
    weights: meritSettingsSchema.shape.weights,
    assessment_weights: z.array(meritAssessmentWeightSchema).max(100).optional(),
  }),
  z.object({ roundId, action: z.literal('promote') }),
]);
export type DecisionPreviewRequest = z.output<typeof previewRequestSchema>;

export const admissionCalls = {
  getRounds: call({
    method: 'POST',
    path: 'admin/getrounds.php',
    access: requiresFlag('decide'),
    request: z.object({}).optional(),
    response: answer(z.array(admissionRoundSchema)),
    summary: 'Ours: every admission round with its seats per school and how many applicants are in each decision state',
    ours: true,
  }),
  saveRound: call({
    method: 'POST',
    path: 'admin/saveround.php',
    access: requiresFlag('decide'),
    request: z.object({
      /** Absent: a new round. */
      id: z.number().int().positive().optional(),
      name: z.string({ error: ROUND_NAME_REQUIRED }).trim().min(1, ROUND_NAME_REQUIRED).max(200, ROUND_NAME_REQUIRED),
      /** The school (specialization) whose merit list the round reads; null for the whole group. Fixed once the round is made. */
      school_id: z.number().int().positive().nullable(),
      offer_deadline: z.iso.datetime({ offset: true, error: ROUND_DEADLINE_FORMAT }),
      offer_window_hours: z
        .number({ error: ROUND_WINDOW_RANGE })
        .int(ROUND_WINDOW_RANGE)
        .min(1, ROUND_WINDOW_RANGE)
        .max(2160, ROUND_WINDOW_RANGE)
        .optional(),
      auto_promote: z.boolean(),
      /** Seats per school; a new round without them copies the merit list's. Changed only while the round has no decisions (later: the 'seats' what-if). */
      seats: seatsSchema.optional(),
    }),
    response: answer(admissionRoundSchema),
    summary:
      "Ours: make or change an admission round: name, school (or the whole group), offer deadline, offer window, automatic promotion, seats (copied from the merit list's when left out); audited",
    ours: true,
  }),
  getRound: call({
    method: 'POST',
    path: 'admin/getround.php',
    access: requiresFlag('decide'),
    request: z.object({ roundId }),
    response: answer(z.object({ round: admissionRoundSchema, rows: z.array(roundDecisionSchema), changes: z.array(decisionChangeSchema) })),
    summary:
      "Ours: a round's applicants in merit order with their rank, decision state, waitlist position and offer deadline, and every decision change (who, when, from, to, why)",
    ours: true,
  }),
  setDecision: call({
    method: 'POST',
    path: 'admin/setdecision.php',
    access: requiresFlag('decide'),
    request: z.object({
      applicantId: z.number().int().positive(),
      roundId,
      state: stateSchema,
      reason: z.string().trim().max(500, DECISION_REASON_LENGTH).default(''),
    }),
    response: answer(roundDecisionSchema.omit({ name: true, rank: true, total: true })),
    summary:
      "Ours: change one applicant's decision (the allowed changes of domain/admission.ts); enrolled sets the applicant's Enrolled? to Yes; a freed seat goes to the waitlist when the round promotes automatically; audited, the family messaged",
    ours: true,
  }),
  previewDecisions: call({
    method: 'POST',
    path: 'admin/previewdecisions.php',
    access: requiresFlag('decide'),
    request: previewRequestSchema,
    response: answer(decisionPreviewSchema),
    summary:
      'Ours: the what-if of a batch (offers to the best of each seat group or to ticked applicants and a waitlist after them, a seat change, a merit weight change, or filling free seats from the waitlist): who moves in, out, or on the waitlist, today beside after; nothing changes until admin/commitdecisions.php applies it by its previewId',
    ours: true,
  }),
  commitDecisions: call({
    method: 'POST',
    path: 'admin/commitdecisions.php',
    access: requiresFlag('decide'),
    request: z.object({ roundId, previewId: z.string().min(1).max(64) }),
    response: answer(z.object({ applied: z.number(), round: admissionRoundSchema })),
    summary:
      "Ours: apply exactly that what-if in one transaction (each change audited, each family messaged); refused with 409 (code 'preview_stale') when the round's decisions, ranks or seats changed since it was made",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type AdmissionCallName = keyof typeof admissionCalls;
