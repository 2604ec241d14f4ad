import { sql, type Kysely } from 'kysely';
import { DEFAULT_MODERATION_THRESHOLD_PERCENT } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isAdmin } from '../assessment-records';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { iso } from '../iso-time';

export const ONLY_ADMIN_REVEALS =
  "Only an administrator may reveal the applicants' names to the graders (or turn anonymous marking off once it is on).";
export const NOT_ANONYMOUS = 'This assessment is not marked anonymously: there is nothing to reveal.';
export const ALREADY_REVEALED = "The applicants' names of this assessment were revealed already.";
export const MARKING_SETTINGS_SAVED = 'Marking settings saved.';
export const NAMES_REVEALED = "The applicants' names are now shown to the graders.";

/** How an assessment is marked; the SPEC's single marking with names when it has no row. */
export interface MarkingSettings {
  doubleMarking: boolean;
  thresholdPercent: number;
  anonymousMarking: boolean;
  revealedAt: Date | null;
  revealedBy: number | null;
}

const SINGLE_MARKING: MarkingSettings = {
  doubleMarking: false,
  thresholdPercent: DEFAULT_MODERATION_THRESHOLD_PERCENT,
  anonymousMarking: false,
  revealedAt: null,
  revealedBy: null,
};

/** Names are hidden from graders: anonymous marking on and not revealed. */
export const namesHidden = (settings: MarkingSettings) => settings.anonymousMarking && settings.revealedAt === null;

export async function markingSettingsOf(db: Kysely<Database>, assessmentId: number): Promise<MarkingSettings> {
  const row = await db.selectFrom('assessment_marking').selectAll().where('assessment_id', '=', assessmentId).executeTakeFirst();
  if (!row) return SINGLE_MARKING;
  return {
    doubleMarking: row.double_marking,
    thresholdPercent: Number(row.threshold_percent),
    anonymousMarking: row.anonymous_marking,
    revealedAt: row.revealed_at,
    revealedBy: row.revealed_by,
  };
}

async function settingsView(db: Kysely<Database>, caller: Caller, assessmentId: number, canEdit: boolean) {
  const settings = await markingSettingsOf(db, assessmentId);
  const revealer =
    settings.revealedBy === null
      ? undefined
      : await db.selectFrom('users').select('displayname').where('id', '=', settings.revealedBy).executeTakeFirst();
  return {
    examId: assessmentId,
    doubleMarking: settings.doubleMarking,
    thresholdPercent: settings.thresholdPercent,
    anonymousMarking: settings.anonymousMarking,
    revealedAt: iso(settings.revealedAt),
    revealedBy: revealer?.displayname ?? null,
    canEdit,
    canReveal: isAdmin(caller) && namesHidden(settings),
  };
}

/** admin/getmarkingsettings.php: for anyone who may see the assessment. */
export async function readMarkingSettings(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  const { canEdit } = await visibleAssessment(db, caller, assessmentId);
  return settingsView(db, caller, assessmentId, canEdit);
}

/** admin/savemarkingsettings.php: the assessment's editors; ending anonymity before a reveal is an administrator's reveal. */
export async function saveMarkingSettings(
  db: Kysely<Database>,
  caller: Caller,
  request: { id: number; doubleMarking: boolean; thresholdPercent: number; anonymousMarking: boolean },
) {
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await markingSettingsOf(transaction, request.id);
    if (namesHidden(before) && !request.anonymousMarking && !isAdmin(caller)) {
      throw new HttpError(403, ONLY_ADMIN_REVEALS, {}, 'marking_reveal_admin_only');
    }
    // Turning anonymity on again after a reveal starts a new anonymous marking.
    const revealed = request.anonymousMarking && !before.anonymousMarking ? null : before.revealedAt;
    const values = {
      double_marking: request.doubleMarking,
      threshold_percent: request.thresholdPercent,
      anonymous_marking: request.anonymousMarking,
      revealed_at: revealed,
      revealed_by: revealed === null ? null : before.revealedBy,
    };
    await transaction
      .insertInto('assessment_marking')
      .values({ assessment_id: request.id, ...values })
      .onConflict((conflict) => conflict.column('assessment_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'marking.settings',
      subjectType: 'assessment',
      subjectId: request.id,
      details: {
        from: { doubleMarking: before.doubleMarking, thresholdPercent: before.thresholdPercent, anonymousMarking: before.anonymousMarking },
        to: {
          doubleMarking: request.doubleMarking,
          thresholdPercent: request.thresholdPercent,
          anonymousMarking: request.anonymousMarking,
        },
      },
    });
    return { data: await settingsView(transaction, caller, request.id, true), msg: MARKING_SETTINGS_SAVED };
  });
}

/** admin/revealmarking.php: an administrator shows the names to the graders; audited. */
export async function revealNames(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  return db.transaction().execute(async (transaction) => {
    const { canEdit } = await visibleAssessment(transaction, caller, assessmentId);
    if (!isAdmin(caller)) throw new HttpError(403, ONLY_ADMIN_REVEALS, {}, 'marking_reveal_admin_only');
    const settings = await markingSettingsOf(transaction, assessmentId);
    if (!settings.anonymousMarking) throw new HttpError(409, NOT_ANONYMOUS, {}, 'marking_not_anonymous');
    if (settings.revealedAt !== null) throw new HttpError(409, ALREADY_REVEALED, {}, 'marking_already_revealed');
    await transaction
      .updateTable('assessment_marking')
      .set({ revealed_at: sql<Date>`now()`, revealed_by: caller.user.id, updated_at: sql<Date>`now()` })
      .where('assessment_id', '=', assessmentId)
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'marking.reveal',
      subjectType: 'assessment',
      subjectId: assessmentId,
      details: {},
    });
    return { data: await settingsView(transaction, caller, assessmentId, canEdit), msg: NAMES_REVEALED };
  });
}

/** Which of these assessments hide their applicants' names from graders now. */
/** Every assessment whose names are hidden from its graders now (anonymous marking, not revealed). */
export async function allAssessmentsWithHiddenNames(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('assessment_marking')
    .select('assessment_id')
    .where('anonymous_marking', '=', true)
    .where('revealed_at', 'is', null)
    .execute();
  return rows.map((row) => row.assessment_id);
}

export async function assessmentsWithHiddenNames(db: Kysely<Database>, assessmentIds: readonly number[]): Promise<Set<number>> {
  if (assessmentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('assessment_marking')
    .select('assessment_id')
    .where('assessment_id', 'in', assessmentIds)
    .where('anonymous_marking', '=', true)
    .where('revealed_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.assessment_id));
}
