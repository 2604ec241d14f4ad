import type { Question } from '@mizan/shared';
import type { AttemptState } from './attempt-state';

/** A snapshot's questions, parsed once and frozen, and the same questions by id. */
export interface Snapshot {
  questions: Question[];
  byId: ReadonlyMap<string, Question>;
}

/**
 * A started attempt as this process saw it when it answered getstudentexam:
 * its snapshot's questions by id (immutable once started, ARCHITECTURE §9),
 * the browser it is bound to and when it started. A save that finds its
 * attempt here validates the answer against it and goes straight to ONE
 * statement (answer-store.ts, `storeIfOpen`), which re-checks in the
 * database, under the attempt's FOR SHARE lock, everything this memory could
 * have wrong: that the attempt is still bound to this browser and started at
 * that instant, not submitted and not past its deadline plus grace. Anything
 * else takes the general path with its plain read, so refusals and their
 * order are unchanged. Several API nodes: each remembers the attempts it
 * served; a save on another node takes the general path.
 */
export interface RememberedAttempt {
  assessmentId: number;
  lang: AttemptState['lang'];
  browserSign: string;
  startedAt: Date;
  deadline: Date | null;
  questions: ReadonlyMap<string, Question>;
}

const MAX_REMEMBERED_ATTEMPTS = 20_000;
const MAX_REMEMBERED_SNAPSHOTS = 200;

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A snapshot of these questions (already frozen, or never shared). The first question with an id wins, as in the general path's read. */
export function snapshotOfList(questions: Question[]): Snapshot {
  const byId = new Map<string, Question>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  return { questions, byId };
}

/** The snapshot with this JSON text, parsed and frozen (frozen: no caller can change what another attempt reads). */
export function parseSnapshot(text: string): Snapshot {
  return snapshotOfList(deepFreeze(JSON.parse(text) as Question[]));
}

/**
 * What one app remembers of the attempts it started, both bounded: the
 * snapshots by their JSON text (a whole room starts from one assessment, so
 * its thousands of attempts share one parsed copy) and the started attempts
 * by hash (for a save's short path). Made once per app (app-services.ts);
 * tests make their own.
 */
export class AttemptMemory {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly attempts = new Map<string, RememberedAttempt>();

  /** The snapshot with this JSON text, parsed once. */
  snapshot(text: string): Snapshot {
    const known = this.snapshots.get(text);
    if (known) return known;
    const snapshot = parseSnapshot(text);
    boundedSet(this.snapshots, text, snapshot, MAX_REMEMBERED_SNAPSHOTS);
    return snapshot;
  }

  /** Remember an attempt this app answered started, open and bound to a browser (anything else is not remembered). */
  rememberStarted(attempt: AttemptState, snapshot: Snapshot): void {
    if (attempt.started_at === null || attempt.submitted_at !== null || attempt.browser_sign === null) return;
    boundedSet(
      this.attempts,
      attempt.hash,
      {
        assessmentId: attempt.assessment_id,
        lang: attempt.lang,
        browserSign: attempt.browser_sign,
        startedAt: new Date(attempt.started_at),
        deadline: attempt.deadline === null ? null : new Date(attempt.deadline),
        questions: snapshot.byId,
      },
      MAX_REMEMBERED_ATTEMPTS,
    );
  }

  startedAttempt(hash: string): RememberedAttempt | undefined {
    return this.attempts.get(hash);
  }
}
