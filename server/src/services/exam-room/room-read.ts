import { sql, type Kysely } from 'kysely';
import {
  EXAM_GRACE_SECONDS,
  ROOM_ASSESSMENT_NOT_FOUND,
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
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { roomCaller } from './room-access';

interface RoomRow {
  exam_id: number;
  title: string;
  lang: 'En' | 'Ar';
  istimed: number;
  duration: number | null;
  require_access_codes: boolean;
  total: number;
  allowed: boolean;
  id: number | null;
  applicant_id: number;
  name: string;
  ssn: string;
  access_code: string;
  extra_time_percent: number;
  school: string | null;
  trial: number;
  started_at: Date | string | null;
  deadline: Date | string | null;
  submitted_at: Date | string | null;
  submitted_by: RoomAttempt['submittedBy'];
  extra_minutes: number;
  browser_moves: number;
  answered: number | string | null;
  last_save: Date | string | null;
}

const ms = (value: Date | string) => new Date(value).getTime();

/**
 * admin/examroom.php: the whole room in ONE statement (it is polled every few
 * seconds by every proctor during the exam): the assessment, whether this
 * caller may run its room, and every attempt with its applicant, school and
 * its answers' count and last save. States are worked out here from the
 * server's clock (docs/decisions.md, "Exam-day control room").
 */
export interface RoomThresholds {
  idleSeconds: number;
  offlineSeconds: number;
}

export const DEFAULT_THRESHOLDS: RoomThresholds = { idleSeconds: ROOM_IDLE_SECONDS, offlineSeconds: ROOM_OFFLINE_SECONDS };

export async function readExamRoom(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  examId: number,
  thresholds: RoomThresholds = DEFAULT_THRESHOLDS,
): Promise<ExamRoom> {
  const who = roomCaller(caller);
  const { rows } = await sql<RoomRow>`
    with exam as (
      select id, name, lang, istimed, duration, require_access_codes, coalesce(jsonb_array_length(questions), 0) as total,
        (${who.admin}
          or (${who.exam} and (created_by = ${who.userId} or exists (select 1 from assessment_reviewers r where r.assessment_id = assessments.id and r.user_id = ${who.userId})))
          or (${who.ans} and exists (select 1 from assessment_reviewers r where r.assessment_id = assessments.id and r.user_id = ${who.userId}))) as allowed
      from assessments where id = ${examId}
    )
    select exam.id as exam_id, exam.name as title, exam.lang, exam.istimed, exam.duration, exam.require_access_codes, exam.total, exam.allowed,
      t.id, t.applicant_id, a.name, a.ssn, a.access_code, a.extra_time_percent, s.name as school, t.trial, t.started_at, t.deadline,
      t.submitted_at, t.submitted_by, t.extra_minutes, t.browser_moves, saved.answered, saved.last_save
    from exam
    left join attempts t on t.assessment_id = exam.id and exam.allowed
    left join applicants a on a.id = t.applicant_id
    left join schools s on s.id = a.school_id
    left join lateral (
      select count(*) filter (where answer is not null) as answered, max(saved_at) as last_save from answers where answers.attempt_id = t.id
    ) saved on t.id is not null
    order by a.name, t.trial
  `.execute(db);
  const head = rows[0];
  if (!head || !head.allowed) throw notFound(ROOM_ASSESSMENT_NOT_FOUND);
  const now = clock.now();
  const showCodes = head.require_access_codes && maySeeAccessCodes(caller.flags);
  const attempts = rows.filter((row) => row.id !== null).map((row) => toRoomAttempt(row, now.getTime(), Number(head.total), showCodes, thresholds));
  return {
    exam: {
      id: head.exam_id,
      title: head.title,
      lang: head.lang,
      istimed: head.istimed,
      duration: head.duration,
      requireAccessCodes: head.require_access_codes,
    },
    serverTime: now.toISOString(),
    ...thresholds,
    counts: countStates(attempts),
    attempts,
  };
}

/** An attempt's state on the server's clock (docs/decisions.md, "Exam-day control room"). */
export function roomState(
  attempt: { started_at: Date | string | null; deadline: Date | string | null; submitted_at: Date | string | null; submitted_by: RoomAttempt['submittedBy'] },
  lastActivity: number | null,
  now: number,
  thresholds: RoomThresholds = DEFAULT_THRESHOLDS,
): RoomState {
  if (attempt.submitted_at !== null) return attempt.submitted_by === 'timer' || attempt.submitted_by === 'server' ? 'autosubmitted' : 'submitted';
  if (attempt.started_at === null) return 'registered';
  // Past its deadline and the grace: the server submits it with what it holds.
  if (attempt.deadline !== null && now > ms(attempt.deadline) + EXAM_GRACE_SECONDS * 1000) return 'autosubmitted';
  const quiet = (now - (lastActivity ?? ms(attempt.started_at))) / 1000;
  if (quiet >= thresholds.offlineSeconds) return 'offline';
  if (quiet >= thresholds.idleSeconds) return 'idle';
  return 'answering';
}

function toRoomAttempt(row: RoomRow, now: number, total: number, showCodes: boolean, thresholds: RoomThresholds): RoomAttempt {
  const started = row.started_at === null ? null : ms(row.started_at);
  const lastActivity = started === null ? null : Math.max(started, row.last_save === null ? 0 : ms(row.last_save));
  const running = started !== null && row.submitted_at === null;
  return {
    id: row.id as number,
    applicantId: row.applicant_id,
    name: row.name,
    ssn: maskSsn(row.ssn),
    school: row.school ?? '',
    trial: row.trial,
    state: roomState(row, lastActivity, now, thresholds),
    answered: Number(row.answered ?? 0),
    total,
    lastSaveSecondsAgo: lastActivity === null ? null : Math.max(0, Math.floor((now - lastActivity) / 1000)),
    secondsLeft: running && row.deadline !== null ? Math.max(0, Math.floor((ms(row.deadline) - now) / 1000)) : null,
    browserMoves: row.browser_moves,
    extraTimePercent: row.extra_time_percent,
    extraMinutes: row.extra_minutes,
    submittedBy: row.submitted_by,
    ...(showCodes ? { accessCode: row.access_code } : {}),
  };
}

export function countStates(attempts: readonly RoomAttempt[]): RoomCounts {
  const count = (state: RoomState) => attempts.filter((attempt) => attempt.state === state).length;
  return {
    registered: attempts.length,
    started: attempts.filter((attempt) => attempt.state !== 'registered').length,
    answering: count('answering'),
    idle: count('idle'),
    offline: count('offline'),
    submitted: count('submitted'),
    autoSubmitted: count('autosubmitted'),
  };
}
