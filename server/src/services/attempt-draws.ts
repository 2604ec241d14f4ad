import { sql, type Kysely } from 'kysely';
import { isDrawSlot, withRandomItemIds, type AssessmentItem, type DrawSlot, type Question } from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { candidateQuestions } from './draw-candidates';
import { bankReaderOfAuthor } from './question-bank/bank-access';
import { fillSlots, secretOrder, withDrawnQuestions } from './draw-slots';
import { secretShuffle } from './exam-shuffle';
import { shuffleSecretOf } from './secrets';

type Db = Kysely<Database>;

/** What the start needs of an attempt to give it its own questions. */
export interface AttemptToStart {
  id: number;
  assessment_id: number;
  shuffle_seed: string;
}

/** The list key of the question order (never a question id: those have no newline). */
const QUESTION_ORDER_KEY = '\nquestion-order';

const secrets = new WeakMap<Db, () => Promise<string>>();
function secretOf(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) secrets.set(db, (secret = shuffleSecretOf(db)));
  return secret();
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

interface Personalised {
  items: AssessmentItem[];
  slots: DrawSlot[];
  shuffle: boolean;
  /** Each slot's candidates, read once for the whole batch. */
  pools: Map<string, readonly string[]>;
  questions: Map<string, Question>;
}

/**
 * The questions of each attempt whose assessment draws from the bank or
 * shuffles the question order, computed when the attempts start (the rest
 * take the assessment's list as it is, in the start's one statement). Read
 * once per batch of starts, not per applicant: the assessments (one
 * statement), and each slot's candidates from the bank (one statement per
 * slot). Each attempt then draws with its own seed and the server's shuffle
 * secret (draw-slots.ts), and, when asked, gets its own order of questions
 * (the HMAC shuffle of exam-shuffle.ts). The result is the attempt's
 * snapshot: reload, grading, results and item analysis read that.
 */
export async function personalQuestionLists(db: Db, attempts: readonly AttemptToStart[]): Promise<Map<number, Question[]>> {
  const result = new Map<number, Question[]>();
  const assessmentIds = [...new Set(attempts.map((attempt) => attempt.assessment_id))];
  if (assessmentIds.length === 0) return result;
  const rows = await db
    .selectFrom('assessments as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.id', 's.questions', 's.shuffle_questions', 'u.id as author_id', 'u.role_id as author_role'])
    .where('s.id', '=', sql<number>`any(${assessmentIds}::int[])`)
    .where((eb) => eb.or([eb('s.shuffle_questions', '=', true), eb(sql`s.questions`, '@>', sql`'[{"type":"BankDraw"}]'::jsonb`)]))
    .execute();
  if (rows.length === 0) return result;

  const personalised = new Map<number, Personalised>();
  for (const row of rows) {
    const items = jsonColumn<AssessmentItem[]>(row.questions, []);
    const slots = items.filter(isDrawSlot);
    const pools = new Map<string, readonly string[]>();
    const questions = new Map<string, Question>();
    // The questions the assessment's author may read, as when it was published (bank-access.ts).
    const reader = bankReaderOfAuthor({ id: row.author_id, role_id: row.author_role });
    for (const slot of slots) {
      const found = await candidateQuestions(db, slot.filters, reader);
      pools.set(slot.id, [...found.keys()]);
      for (const [id, question] of found) {
        // Read once per batch; random item ids as every assessment question has, and frozen: attempts share these objects.
        if (!questions.has(id)) questions.set(id, deepFreeze(withRandomItemIds({ ...jsonColumn<Question>(question, null as never), id })));
      }
    }
    personalised.set(row.id, { items: deepFreeze(items), slots, shuffle: row.shuffle_questions, pools, questions });
  }

  const secret = await secretOf(db);
  for (const attempt of attempts) {
    const plan = personalised.get(attempt.assessment_id);
    if (!plan) continue;
    let questions: Question[];
    if (plan.slots.length === 0) {
      questions = plan.items as Question[];
    } else {
      const fills = fillSlots(plan.items, (slot) => plan.pools.get(slot.id) ?? [], secretOrder(secret, attempt.shuffle_seed));
      questions = withDrawnQuestions(plan.items, fills, (id) => plan.questions.get(id)!);
    }
    if (plan.shuffle) questions = secretShuffle(secret, attempt.shuffle_seed)(questions, QUESTION_ORDER_KEY);
    result.set(attempt.id, questions);
  }
  return result;
}
