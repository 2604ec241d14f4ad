import { sql } from 'kysely';
import { MERIT_COMPONENTS, MERIT_WEIGHTS_ALL_ZERO, rankMerit, type MeritSettings, type MeritWeights } from '@mizan/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { writeAudit } from '../services/audit';
import { listSchools } from '../services/applicant-records';
import { SCORES_TABLE, scoreColumns } from '../services/assessment-scores';
import { assessmentWeightsProblem, readAssessmentWeights, replaceAssessmentWeights } from '../services/merit-assessment-weights';
import { signedIn, type Handlers } from './handler';

export const MERIT_ADMIN_ONLY = 'Only an administrator may change the merit weights and seats.';
export const MERIT_SAVED = 'The merit settings were saved.';
export const noSchoolMessage = (id: number) => `There is no school #${id}.`;
export const noAssessmentMessage = (id: number) => `There is no assessment #${id}.`;
export const scoresFilledMessage = (filled: number, field: string, kept = 0) =>
  `${filled} ${field} score${filled === 1 ? '' : 's'} filled from the assessment.` +
  (kept > 0 ? ` ${kept} kept: ${kept === 1 ? 'it already had' : 'they already had'} a score (choose to replace scores already entered to overwrite).` : '');

async function readWeights(db: Kysely<Database>): Promise<MeritWeights> {
  const row = await db.selectFrom('merit_settings').select([...MERIT_COMPONENTS]).where('id', '=', 1).executeTakeFirstOrThrow();
  return Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, Number(row[component])])) as MeritWeights;
}

const pickWeights = (weights: MeritWeights) => Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, weights[component]])) as MeritWeights;

async function readSettings(db: Kysely<Database>): Promise<MeritSettings & Required<Pick<MeritSettings, 'assessment_weights' | 'assessments'>>> {
  const [weights, schools, seats, assessment_weights, assessments] = await Promise.all([
    readWeights(db),
    listSchools(db),
    db.selectFrom('school_seats').selectAll().execute(),
    readAssessmentWeights(db),
    scoreColumns(db),
  ]);
  const bySchool = new Map(seats.map((row) => [row.school_id, Number(row.seats)]));
  return {
    weights,
    seats: schools.map((school) => ({ school_id: school.id, name: school.name, seats: bySchool.get(school.id) ?? 0 })),
    assessment_weights,
    assessments,
  };
}

/** The merit list and score-fill calls (shared/src/api/contract-applicants.ts; domain/merit.ts). */
export const meritHandlers = {
  /** `admin/meritlist.php`: the school's applicants ranked, with the breakdown and the seat cut-off. */
  meritList: async ({ data, services }) => {
    const db = services.db;
    const school = await db.selectFrom('schools').select(['id', 'name']).where('id', '=', data.school_id).executeTakeFirst();
    if (!school) throw notFound(noSchoolMessage(data.school_id));
    const [weights, seatRow, assessmentWeights] = await Promise.all([
      readWeights(db),
      db.selectFrom('school_seats').select('seats').where('school_id', '=', school.id).executeTakeFirst(),
      readAssessmentWeights(db),
    ]);
    const base = db.selectFrom('applicants as a').select(['a.id', 'a.name', 'a.prep_mark', 'a.math', 'a.english', 'a.interview', 'a.cmatch']).where('a.school_id', '=', school.id);
    // The scores come from the applicants table's one grouped pass, joined only when an assessment is weighted.
    const applicants =
      assessmentWeights.length === 0
        ? (await base.execute()).map((row) => ({ ...row, scores: null as unknown }))
        : await base.leftJoin(SCORES_TABLE, (join) => join.onRef('sc.applicant_id', '=', 'a.id')).select('sc.scores').execute();
    const seats = seatRow ? Number(seatRow.seats) : 0;
    if (!MERIT_COMPONENTS.some((component) => weights[component] > 0) && assessmentWeights.length === 0) throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
    const rows = rankMerit(
      applicants.map((row) => ({
        id: row.id,
        name: row.name,
        prep_mark: Number(row.prep_mark),
        math: Number(row.math),
        english: Number(row.english),
        interview: row.interview === null ? null : Number(row.interview),
        cmatch: row.cmatch,
        assessment_scores: (typeof row.scores === 'string' ? JSON.parse(row.scores) : (row.scores ?? {})) as Record<string, number | string>,
      })),
      weights,
      seats,
      assessmentWeights,
    );
    return { data: { school, seats, weights, assessment_weights: assessmentWeights, rows } };
  },

  /** `admin/getmeritsettings.php`: the weights and every school's seats. */
  getMeritSettings: async ({ services }) => ({ data: await readSettings(services.db) }),

  /** `admin/savemeritsettings.php`: role 1 only; weights and the seats given, in one transaction, audited. */
  saveMeritSettings: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    if (actor.user.role_id !== 1) throw forbidden(MERIT_ADMIN_ONLY);
    const db = services.db;
    const seats = data.seats ?? [];
    if (seats.length > 0) {
      const known = new Set((await listSchools(db)).map((school) => school.id));
      const unknown = seats.find((entry) => !known.has(entry.school_id));
      if (unknown) throw badRequest(noSchoolMessage(unknown.school_id));
    }
    const before = await readSettings(db);
    const assessmentWeights = data.assessment_weights;
    if (assessmentWeights) {
      const problem = await assessmentWeightsProblem(db, assessmentWeights, before.assessments);
      if (problem) throw badRequest(problem);
    }
    const keptWeights = assessmentWeights ?? before.assessment_weights;
    if (!MERIT_COMPONENTS.some((component) => data.weights[component] > 0) && !keptWeights.some((entry) => entry.weight > 0)) {
      throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
    }
    await db.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('merit_settings')
        .set({ ...pickWeights(data.weights), updated_by: actor.user.id, updated_at: sql<Date>`now()` })
        .where('id', '=', 1)
        .execute();
      for (const entry of seats) {
        await transaction
          .insertInto('school_seats')
          .values({ school_id: entry.school_id, seats: entry.seats })
          .onConflict((conflict) => conflict.column('school_id').doUpdateSet({ seats: entry.seats }))
          .execute();
      }
      if (assessmentWeights) await replaceAssessmentWeights(transaction, assessmentWeights);
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'merit.settings',
        subjectType: 'merit_settings',
        subjectId: 1,
        details: {
          weights: { from: before.weights, to: data.weights },
          seats,
          ...(assessmentWeights
            ? { assessment_weights: { from: before.assessment_weights.map(({ assessment_id, weight }) => ({ assessment_id, weight })), to: assessmentWeights } }
            : {}),
        },
      });
    });
    return { data: await readSettings(db), msg: MERIT_SAVED };
  },

  /**
   * `admin/fillscores.php`: each applicant with a graded attempt at the
   * assessment gets its percent (of the latest graded attempt: the highest
   * trial, then the latest graded_at) as their math or english score, when
   * that score is empty (0) or `overwrite` asks for it; the others are left
   * as they are (the assessment has its own score column). One transaction,
   * one audit entry per changed applicant.
   */
  fillScores: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const db = services.db;
    const assessment = await db.selectFrom('assessments').select('id').where('id', '=', data.assessment_id).executeTakeFirst();
    if (!assessment) throw notFound(noAssessmentMessage(data.assessment_id));
    const field = data.field;
    const { filled, unchanged, kept } = await db.transaction().execute(async (transaction) => {
      const graded = await transaction
        .selectFrom('attempts as t')
        .innerJoin('applicants as a', 'a.id', 't.applicant_id')
        .select(['t.id as attempt_id', 't.applicant_id', 't.percent', 't.trial', 't.graded_at', `a.${field} as current`])
        .where('t.assessment_id', '=', assessment.id)
        .where('t.status', '=', 'graded')
        .where('t.percent', 'is not', null)
        .orderBy('t.applicant_id')
        .orderBy('t.trial', 'desc')
        .orderBy('t.graded_at', 'desc')
        .orderBy('t.id', 'desc')
        .execute();
      const latest = new Map<number, (typeof graded)[number]>();
      for (const row of graded) if (!latest.has(row.applicant_id)) latest.set(row.applicant_id, row);
      let changed = 0;
      let kept = 0;
      for (const row of latest.values()) {
        const score = Math.min(100, Math.max(0, Math.round(Number(row.percent) * 100) / 100));
        const from = Number(row.current);
        if (from === score) continue;
        if (from !== 0 && data.overwrite !== true) {
          kept += 1;
          continue;
        }
        await transaction
          .updateTable('applicants')
          .set({ [field]: score, updated_at: sql<Date>`now()` })
          .where('id', '=', row.applicant_id)
          .execute();
        await writeAudit(transaction, {
          actorUserId: actor.user.id,
          action: 'applicant.fillscore',
          subjectType: 'applicant',
          subjectId: row.applicant_id,
          details: { [field]: { from, to: score }, assessment_id: assessment.id, attempt_id: row.attempt_id, overwrite: data.overwrite === true },
        });
        changed += 1;
      }
      return { filled: changed, unchanged: latest.size - changed - kept, kept };
    });
    return { data: { filled, unchanged, kept }, msg: scoresFilledMessage(filled, field, kept) };
  },
} satisfies Pick<Handlers, 'meritList' | 'getMeritSettings' | 'saveMeritSettings' | 'fillScores'>;
