import { sql, type Kysely } from 'kysely';
import {
  DRAW_SLOT_TYPE,
  EXAM_GRACE_SECONDS,
  ASSESSMENT_NOT_FOUND_BRIEF,
  ROOM_IDLE_SECONDS,
  ROOM_OFFLINE_SECONDS,
  maskSsn,
  maySeeAccessCodes,
  type ExamRoom,
  type RoomAttempt,
  type RoomCounts,
  type RoomState,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { accessCodesInUse } from '../access-codes';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { withDevices } from '../device-checks/room-device';
import { roomSignalCount } from '../signals/room-signals';
import { roomProctorColumn } from '../proctoring/proctor-gate';
import { roomCaller } from './room-access';

/** One attempt as the room's statement answers it: times already worked out on the server's clock, in seconds. */
export interface RoomRow {
  id: number;
  applicant_id: number;
  name: string;
  ssn: string;
  access_code: string;
  extra_time_percent: number;
  school: string;
  trial: number;
  started: boolean;
  submitted_by: RoomAttempt['submittedBy'];
  extra_minutes: number;
  browser_moves: number;
  proctor: RoomAttempt['proctor'];
  signals: number;
  answered: number;
  /** The attempt's own questions once started (a draw stands for its count); null before the start. */
  own_total: number | null;
  /** Seconds since the last save or the start; null before the start. */
  quiet: number | null;
  /** Seconds to the deadline (negative past it); null when there is none. */
  left: number | null;
}

interface RoomHead {
  exam_id: number;
  title: string;
  lang: 'En' | 'Ar';
  istimed: number;
  duration: number | null;
  /** Registration asks for codes (services/access-codes.ts, accessCodesInUse). */
  access_codes_required: boolean;
  total: number;
  allowed: boolean;
  /** JSON text, or parsed by the driver. */
  attempts: RoomRow[] | string;
}

export interface RoomThresholds {
  idleSeconds: number;
  offlineSeconds: number;
}

export const DEFAULT_THRESHOLDS: RoomThresholds = { idleSeconds: ROOM_IDLE_SECONDS, offlineSeconds: ROOM_OFFLINE_SECONDS };

/**
 * admin/examroom.php: the whole room in ONE statement (it is polled every few
 * seconds by every proctor during the exam), answering ONE row: the
 * assessment, whether this caller may run its room, and every attempt with
 * its applicant, school, answered count and its times on the server's clock,
 * built into one JSON array by the database (handing over 2,000 rows of a
 * dozen columns one by one costs several times more, on PGlite above all).
 * States are worked out here (docs/decisions.md, "Exam-day control room").
 */
export async function readExamRoom(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  examId: number,
  thresholds: RoomThresholds = DEFAULT_THRESHOLDS,
): Promise<ExamRoom> {
  const who = roomCaller(caller);
  const now = clock.now();
  const at = now.toISOString();
  const { rows } = await sql<RoomHead>`
    with exam as (
      select id, name, lang, istimed, duration, ${accessCodesInUse} as access_codes_required, (select coalesce(sum(case when item->>'type' = ${DRAW_SLOT_TYPE} then (item->>'count')::int else 1 end), 0)
          from jsonb_array_elements(coalesce(questions, '[]'::jsonb)) item)::int as total,
        (${who.admin}
          or (${who.exam} and (created_by = ${who.userId} or exists (select 1 from assessment_reviewers r where r.assessment_id = assessments.id and r.user_id = ${who.userId})))
          or (${who.ans} and exists (select 1 from assessment_reviewers r where r.assessment_id = assessments.id and r.user_id = ${who.userId}))) as allowed
      from assessments where id = ${examId}
    ), room as (
      select t.id, t.applicant_id, a.name, a.ssn, a.access_code, a.extra_time_percent, coalesce(s.name, '') as school, t.trial,
        t.started_at is not null as started, t.submitted_by, t.extra_minutes, t.browser_moves, coalesce(saved.answered, 0)::int as answered, jsonb_array_length(t.questions) as own_total,
        ${roomSignalCount},
        ${roomProctorColumn},
        floor(extract(epoch from (${at}::timestamptz - greatest(t.started_at, saved.last_save))))::int as quiet,
        floor(extract(epoch from (t.deadline - ${at}::timestamptz)))::int as left
      from exam
      join attempts t on t.assessment_id = exam.id and exam.allowed
      join applicants a on a.id = t.applicant_id
      left join schools s on s.id = a.school_id
      left join lateral (
        select count(*) filter (where answer is not null) as answered, max(saved_at) as last_save from answers where answers.attempt_id = t.id
      ) saved on true
    )
    select exam.id as exam_id, exam.name as title, exam.lang, exam.istimed, exam.duration, exam.access_codes_required, exam.total, exam.allowed,
      (select coalesce(json_agg(room order by room.name, room.trial), '[]'::json) from room) as attempts
    from exam
  `.execute(db);
  const head = rows[0];
  if (!head || !head.allowed) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
  const list: RoomRow[] = typeof head.attempts === 'string' ? JSON.parse(head.attempts) : head.attempts;
  const showCodes = head.access_codes_required && maySeeAccessCodes(caller.flags);
  const listed = list.map((row) => toRoomAttempt(row, Number(head.total), showCodes, thresholds));
  const attempts = await withDevices(db, head.exam_id, listed);
  return {
    exam: {
      id: head.exam_id,
      title: head.title,
      lang: head.lang,
      istimed: head.istimed,
      duration: head.duration,
      requireAccessCodes: head.access_codes_required,
    },
    serverTime: at,
    ...thresholds,
    counts: countStates(attempts),
    attempts,
  };
}

/** An attempt's state on the server's clock (docs/decisions.md, "Exam-day control room"). */
export function roomState(
  row: Pick<RoomRow, 'started' | 'submitted_by' | 'quiet' | 'left'>,
  thresholds: RoomThresholds = DEFAULT_THRESHOLDS,
): RoomState {
  if (row.submitted_by !== null) return row.submitted_by === 'timer' || row.submitted_by === 'server' ? 'autosubmitted' : 'submitted';
  if (!row.started) return 'registered';
  // Past its deadline and the grace: the server submits it with what it holds.
  if (row.left !== null && row.left < -EXAM_GRACE_SECONDS) return 'autosubmitted';
  const quiet = row.quiet ?? 0;
  if (quiet >= thresholds.offlineSeconds) return 'offline';
  if (quiet >= thresholds.idleSeconds) return 'idle';
  return 'answering';
}

function toRoomAttempt(row: RoomRow, total: number, showCodes: boolean, thresholds: RoomThresholds): Omit<RoomAttempt, 'device'> {
  const running = row.started && row.submitted_by === null;
  return {
    id: row.id,
    applicantId: row.applicant_id,
    name: row.name,
    ssn: maskSsn(row.ssn),
    school: row.school,
    trial: row.trial,
    state: roomState(row, thresholds),
    answered: row.answered,
    total: row.own_total ?? total,
    lastSaveSecondsAgo: row.started && row.quiet !== null ? Math.max(0, row.quiet) : null,
    secondsLeft: running && row.left !== null ? Math.max(0, row.left) : null,
    browserMoves: row.browser_moves,
    proctor: row.proctor ?? null,
    signals: row.signals,
    extraTimePercent: row.extra_time_percent,
    extraMinutes: row.extra_minutes,
    submittedBy: row.submitted_by,
    ...(showCodes ? { accessCode: row.access_code } : {}),
  };
}

export function countStates(attempts: readonly RoomAttempt[]): RoomCounts {
  const counts: RoomCounts = { registered: attempts.length, started: 0, answering: 0, idle: 0, offline: 0, submitted: 0, autoSubmitted: 0 };
  for (const attempt of attempts) {
    if (attempt.state !== 'registered') counts.started += 1;
    if (attempt.state === 'autosubmitted') counts.autoSubmitted += 1;
    else if (attempt.state !== 'registered') counts[attempt.state] += 1;
  }
  return counts;
}
