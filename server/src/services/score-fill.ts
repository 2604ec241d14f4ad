import { sql, type Kysely } from 'kysely';
import type { ParsedRequestOf } from '@mizan/shared';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { mayNameAssessment } from './assessment-access';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { noAssessmentMessage } from './merit-assessment-weights';

/**
 * Each applicant with a graded attempt at the assessment gets its percent
 * (of the latest graded attempt: the highest trial, then the latest
 * graded_at) as their math or english score, when that score is empty (0)
 * or `overwrite` asks for it; the others are left as they are (the
 * assessment has its own score column). One transaction, one audit entry per
 * changed applicant. Answers how many were filled, unchanged and kept.
 * An assessment the actor may not see answers as one that does not exist.
 */
export async function fillScores(db: Kysely<Database>, actor: Caller, request: ParsedRequestOf<'fillScores'>) {
  if (!(await mayNameAssessment(db, actor, request.assessment_id))) throw notFound(noAssessmentMessage(request.assessment_id));
  const assessmentId = request.assessment_id;
  const field = request.field;
  return db.transaction().execute(async (transaction) => {
    const graded = await transaction
      .selectFrom('attempts as t')
      .innerJoin('applicants as a', 'a.id', 't.applicant_id')
      .select(['t.id as attempt_id', 't.applicant_id', 't.percent', 't.trial', 't.graded_at', `a.${field} as current`])
      .where('t.assessment_id', '=', assessmentId)
      .where('t.status', '=', 'graded')
      .where('t.percent', 'is not', null)
      .orderBy('t.applicant_id')
      .orderBy('t.trial', 'desc')
      .orderBy('t.graded_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
    const latest = new Map<number, (typeof graded)[number]>();
    for (const row of graded) if (!latest.has(row.applicant_id)) latest.set(row.applicant_id, row);
    let filled = 0;
    let kept = 0;
    for (const row of latest.values()) {
      const score = Math.min(100, Math.max(0, Math.round(Number(row.percent) * 100) / 100));
      const from = Number(row.current);
      if (from === score) continue;
      if (from !== 0 && request.overwrite !== true) {
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
        details: {
          [field]: { from, to: score },
          assessment_id: assessmentId,
          attempt_id: row.attempt_id,
          overwrite: request.overwrite === true,
        },
      });
      filled += 1;
    }
    return { filled, unchanged: latest.size - filled - kept, kept };
  });
}
