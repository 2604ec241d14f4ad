import { sql } from 'kysely';

/**
 * The control room's signal count per attempt, as a column of the room's one
 * statement (exam-room/room-read.ts), where `t` is the attempt.
 */
export const roomSignalCount = sql`(select count(*) from attempt_signals sg where sg.attempt_id = t.id)::int as signals`;
