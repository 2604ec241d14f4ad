import { z } from 'zod';
import { MERIT_ASSESSMENT_TWICE, MERIT_COMPONENTS, MERIT_SEATS_RANGE, MERIT_WEIGHT_RANGE, MERIT_WEIGHTS_ALL_ZERO } from '../domain/merit';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';

/**
 * The merit list and score-fill calls (ours; domain/merit.ts): the ranked
 * list per school, its weights and seats, and copying graded percents into
 * the applicants' scores. Spread into `contract` in contract.ts, after the
 * applicant calls.
 */

const meritWeightSchema = z.number({ error: MERIT_WEIGHT_RANGE }).min(0, MERIT_WEIGHT_RANGE).max(1000, MERIT_WEIGHT_RANGE);
const meritFixedWeightsSchema = z.object(
  Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, meritWeightSchema])) as Record<
    (typeof MERIT_COMPONENTS)[number],
    typeof meritWeightSchema
  >,
);
/** A weight on an assessment's percent score column (domain/merit.ts MeritAssessmentWeight). */
export const meritAssessmentWeightSchema = z.object({ assessment_id: z.number().int().positive(), weight: meritWeightSchema });
/** A weighted assessment as the settings and the list name it. */
const meritNamedAssessmentWeightSchema = meritAssessmentWeightSchema.extend({ name: z.string() });
export const meritSettingsSchema = z.object({
  weights: meritFixedWeightsSchema,
  seats: z.array(z.object({ school_id: z.number(), name: z.string(), seats: z.number() })),
  /** Ours: the weighted assessments. */
  assessment_weights: z.array(meritNamedAssessmentWeightSchema).optional(),
  /** Ours: every assessment with graded attempts (the score columns); a career one (Holland codes) cannot be weighted. */
  assessments: z.array(z.object({ id: z.number(), name: z.string(), career: z.boolean() })).optional(),
});
export const meritSettingsSaveSchema = z
  .object({
    weights: meritFixedWeightsSchema,
    seats: z
      .array(
        z.object({
          school_id: z.number().int().positive(),
          seats: z.number({ error: MERIT_SEATS_RANGE }).int(MERIT_SEATS_RANGE).min(0, MERIT_SEATS_RANGE).max(100_000, MERIT_SEATS_RANGE),
        }),
      )
      .optional(),
    /** Ours: when given, replaces the weighted assessments (a weight of 0 removes one); when left out, they stay as they are. */
    assessment_weights: z
      .array(meritAssessmentWeightSchema)
      .max(100)
      .refine((entries) => new Set(entries.map((entry) => entry.assessment_id)).size === entries.length, MERIT_ASSESSMENT_TWICE)
      .optional(),
  })
  .refine(
    (data) => Object.values(data.weights).some((weight) => weight > 0) || (data.assessment_weights ?? []).some((entry) => entry.weight > 0),
    MERIT_WEIGHTS_ALL_ZERO,
  );
export const meritListSchema = z.object({
  school: z.object({ id: z.number(), name: z.string() }),
  seats: z.number(),
  weights: meritFixedWeightsSchema,
  /** Ours: the weighted assessments, in the order of each row's assessment_parts. */
  assessment_weights: z.array(meritNamedAssessmentWeightSchema).optional(),
  rows: z.array(
    z.object({
      rank: z.number(),
      id: z.number(),
      name: z.string(),
      total: z.number(),
      withinSeats: z.boolean(),
      parts: z.array(
        z.object({
          component: z.enum(MERIT_COMPONENTS),
          raw: z.union([z.number(), z.string(), z.null()]),
          value: z.number(),
          weight: z.number(),
          contribution: z.number(),
        }),
      ),
      /** Ours: the applicant's percent (null: not taken) and points per weighted assessment. */
      assessment_parts: z
        .array(
          z.object({
            assessment_id: z.number(),
            raw: z.number().nullable(),
            value: z.number(),
            weight: z.number(),
            contribution: z.number(),
          }),
        )
        .optional(),
    }),
  ),
});
export type MeritList = z.output<typeof meritListSchema>;
export type MeritSettings = z.output<typeof meritSettingsSchema>;

export const meritCalls = {
  meritList: call({
    method: 'POST',
    path: 'admin/meritlist.php',
    access: requiresFlag('download'),
    request: z.object({ school_id: z.coerce.number().int().positive() }),
    response: answer(meritListSchema),
    summary:
      "Ours: the school's applicants ranked by the weighted score (domain/merit.ts), each with its breakdown, and withinSeats for the first N",
  }),
  getMeritSettings: call({
    method: 'POST',
    path: 'admin/getmeritsettings.php',
    access: requiresFlag('download'),
    request: z.object({}),
    response: answer(meritSettingsSchema),
    summary: 'Ours: the merit weights and the seats of every school',
  }),
  saveMeritSettings: call({
    method: 'POST',
    path: 'admin/savemeritsettings.php',
    access: requiresFlag('download'),
    request: meritSettingsSaveSchema,
    response: answer(meritSettingsSchema),
    summary: 'Ours: save the merit weights and (optionally) seats per school; role 1 (admin) only, audited',
  }),
  fillScores: call({
    method: 'POST',
    path: 'admin/fillscores.php',
    access: requiresFlag('updateinfo'),
    request: z.object({
      assessment_id: z.coerce.number().int().positive(),
      field: z.enum(['math', 'english']),
      /** Replace scores already entered; without it only empty (0) scores are filled. */
      overwrite: z.boolean().optional(),
    }),
    response: answer(z.object({ filled: z.number(), unchanged: z.number(), kept: z.number() })),
    summary:
      "Ours: copy the percent of each applicant's latest graded attempt at the assessment into their math or english score, in one transaction, audited. " +
      'Only empty (0) scores are filled unless overwrite is true (the assessment has its own score column anyway)',
  }),
} satisfies Record<string, CallSpec>;

export type MeritCallName = keyof typeof meritCalls;
