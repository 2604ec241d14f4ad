import { sql, type Kysely } from 'kysely';
import { INTERVIEW_PANEL_ADMIN_ONLY, INTERVIEW_PANEL_CODES, INTERVIEW_PANEL_SIZE_DEFAULT } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isAdmin } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';

/** How many interviewers rate each applicant; 1 (no row) is the SPEC's single review. */
export async function readPanelSize(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('interview_panel_settings').select('panel_size').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.panel_size) : INTERVIEW_PANEL_SIZE_DEFAULT;
}

/** Administrators only; audited with the size before and after. */
export async function savePanelSize(db: Kysely<Database>, actor: Caller, panelSize: number): Promise<number> {
  if (!isAdmin(actor)) throw new HttpError(403, INTERVIEW_PANEL_ADMIN_ONLY, {}, INTERVIEW_PANEL_CODES.adminOnly);
  const before = await readPanelSize(db);
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('interview_panel_settings')
      .values({ id: 1, panel_size: panelSize, updated_by: actor.user.id })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ panel_size: panelSize, updated_by: actor.user.id, updated_at: sql<Date>`now()` }),
      )
      .execute();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'interview.panel_size',
      subjectType: 'interview_panel_settings',
      subjectId: 1,
      details: { panelSize: { from: before, to: panelSize } },
    });
  });
  return panelSize;
}
