import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applyExam } from '../attempts/registration';
import type { Clock } from '../clock';

/**
 * emp/devicecheckplan.php: whether the rehearsal checks the microphone (the
 * assessment has an audio question) and the camera (a video question).
 * Only while the assessment is open for registration, with the apply page's
 * own refusals (applyExam). A bank draw's questions are not known before the
 * attempt starts: the exam page's own rehearsal, which has the attempt's
 * questions, covers those.
 */
export async function deviceCheckPlan(
  db: Kysely<Database>,
  clock: Clock,
  examId: number,
): Promise<{ microphone: boolean; camera: boolean }> {
  await applyExam(db, clock, examId);
  const { rows } = await sql<{ microphone: boolean; camera: boolean }>`
    select
      exists (select 1 from jsonb_array_elements(coalesce(questions, '[]'::jsonb)) item where item->>'type' = 'AudioComponent') as microphone,
      exists (select 1 from jsonb_array_elements(coalesce(questions, '[]'::jsonb)) item where item->>'type' = 'VideoComponent') as camera
    from assessments where id = ${examId}
  `.execute(db);
  return { microphone: rows[0]?.microphone === true, camera: rows[0]?.camera === true };
}
