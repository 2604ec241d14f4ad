import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EvidenceDeadlineChange, EvidenceHead, EvidenceRemark, EvidenceStaffAction, EvidenceView } from './evidence-types';

/** The audit log's actions about one attempt that the pack prints, and what each becomes. */
const STAFF_ACTIONS: Record<string, EvidenceStaffAction['kind']> = {
  'attempt.extend': 'extend',
  'attempt.reopen': 'reopen',
  'attempt.move': 'move',
  'attempt.submit': 'submit',
};
const VIEWS: Record<string, EvidenceView['what']> = { 'attempt.evidence': 'evidence', 'applicant.letter': 'letter' };
const PRINTED_ACTIONS = [...Object.keys(STAFF_ACTIONS), ...Object.keys(VIEWS), 'attempt.grade'];

export interface AuditHistory {
  staffActions: EvidenceStaffAction[];
  grades: EvidenceRemark[];
  views: EvidenceView[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const when = (value: unknown): Date | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);
const details = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
};
const fromTo = (value: unknown): { from: number | null; to: number | null } => {
  const pair = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { from: count(pair.from), to: count(pair.to) };
};

/** What staff did to the attempt, its gradings and who opened its pack or letter, oldest first, from the audit log. */
export async function auditHistory(db: Kysely<Database>, attemptId: number): Promise<AuditHistory> {
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.action', 'l.details', 'l.at', 'u.displayname'])
    .where('l.subject_type', '=', 'attempt')
    .where('l.subject_id', '=', String(attemptId))
    .where('l.action', 'in', PRINTED_ACTIONS)
    .orderBy('l.at')
    .orderBy('l.id')
    .execute();
  const history: AuditHistory = { staffActions: [], grades: [], views: [] };
  for (const row of rows) {
    const at = new Date(row.at);
    const by = row.displayname ?? '';
    const facts = details(row.details);
    const kind = STAFF_ACTIONS[row.action];
    if (kind) {
      history.staffActions.push({
        at,
        kind,
        by,
        reason: text(facts.reason),
        minutes: count(facts.minutes),
        deadline: when(facts.deadline),
      });
    } else if (VIEWS[row.action]) {
      history.views.push({ at, what: VIEWS[row.action], by });
    } else {
      history.grades.push({ at, kind: 'grade', position: null, detail: '', ...fromTo(facts.percent), reason: '', by });
    }
  }
  return history;
}

/**
 * When the deadline moved: the start's (duration with the applicant's extra
 * time, plus minutes given before the start, as attempt-start-rules.ts sets
 * it), then each extension's or reopening's as the audit log kept it.
 */
export function deadlineChanges(head: EvidenceHead, actions: readonly EvidenceStaffAction[]): EvidenceDeadlineChange[] {
  const changes: EvidenceDeadlineChange[] = [];
  if (!head.timed || head.startedAt === null || head.durationMinutes === null) return changes;
  const startedAt = head.startedAt;
  // An extension before the start has no deadline to move (the start adds its minutes); after it, each carries the deadline it set.
  const givenBefore = actions
    .filter((action) => action.kind === 'extend' && action.deadline === null)
    .reduce((sum, action) => sum + (action.minutes ?? 0), 0);
  const minutes = (head.durationMinutes * (100 + head.extraTimePercent)) / 100 + givenBefore;
  changes.push({ at: startedAt, kind: 'start', deadline: new Date(startedAt.getTime() + minutes * 60_000), minutes });
  for (const action of actions) {
    if ((action.kind === 'extend' || action.kind === 'reopen') && action.deadline !== null) {
      changes.push({ at: action.at, kind: action.kind, deadline: action.deadline, minutes: action.minutes });
    }
  }
  return changes;
}

/** Seconds from `at` to the deadline then in force; null when there was none yet. */
export function secondsLeftAt(changes: readonly EvidenceDeadlineChange[], at: Date): number | null {
  let deadline: Date | null = null;
  for (const change of changes) {
    if (change.at.getTime() <= at.getTime()) deadline = change.deadline;
  }
  return deadline === null ? null : Math.round((deadline.getTime() - at.getTime()) / 1000);
}
