import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isAdmin, rightsOver } from '../assessment-records';
import type { Caller } from '../authenticate';

/**
 * Who runs an assessment's room (and acts on its attempts): exam holders who
 * may see the assessment, ans holders who review it; admins any. The same
 * rule as admin/moveattempt.php (attempt-moves.ts).
 */
export async function mayRunRoom(
  db: Kysely<Database>,
  caller: Caller,
  assessment: { id: number; created_by: number | null },
): Promise<boolean> {
  const rights = await rightsOver(db, caller, assessment);
  return (caller.flags.includes('exam') && rights.see) || (caller.flags.includes('ans') && rights.grade);
}

/** The same rule inside the room's one statement: the inputs it needs from the caller. */
export function roomCaller(caller: Caller): { userId: number; admin: boolean; exam: boolean; ans: boolean } {
  return { userId: caller.user.id, admin: isAdmin(caller), exam: caller.flags.includes('exam'), ans: caller.flags.includes('ans') };
}
