import { createHash } from 'node:crypto';
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

/** The list key of the question order (never a question id: those have no newline). */
const QUESTION_ORDER_KEY = '\nquestion-order';

const secrets = new WeakMap<Db, () => Promise<string>>();
/** The server's shuffle secret, read once per database handle. */
export function drawSecretOf(db: Db): Promise<string> {
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

/**
 * What an assessment that draws from the bank or shuffles its questions
 * gives each of its attempts, read once for many attempts: its items, each
 * slot's candidates from the bank and those questions, and `madeFrom`, the
 * fingerprint of all of it (a prepared attempt is taken at its start only
 * while the fingerprint is unchanged: attempt-precreation.ts).
 */
export interface PersonalisationPlan {
  items: AssessmentItem[];
  slots: DrawSlot[];
  shuffle: boolean;
  /** Each slot's candidates, read once for the whole batch. */
  pools: Map<string, readonly string[]>;
  questions: Map<string, Question>;
  madeFrom: string;
}

/**
 * The plans of those of these assessments that draw from the bank or
 * shuffle the question order (the rest take the assessment's list as it is,
 * in the start's one statement): the assessments in one statement, and
 * each slot's candidates from the bank in one statement per slot.
 */
export async function personalisationPlans(db: Db, assessmentIds: readonly number[]): Promise<Map<number, PersonalisationPlan>> {
  const plans = new Map<number, PersonalisationPlan>();
  if (assessmentIds.length === 0) return plans;
  const rows = await db
    .selectFrom('assessments as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.id', 's.questions', 's.shuffle_questions', 'u.id as author_id', 'u.role_id as author_role'])
    .where('s.id', '=', sql<number>`any(${[...assessmentIds]}::int[])`)
    .where((eb) => eb.or([eb('s.shuffle_questions', '=', true), eb(sql`s.questions`, '@>', sql`'[{"type":"BankDraw"}]'::jsonb`)]))
    .execute();
  for (const row of rows) {
    const items = jsonColumn<AssessmentItem[]>(row.questions, []);
    const slots = items.filter(isDrawSlot);
    const pools = new Map<string, readonly string[]>();
    const questions = new Map<string, Question>();
    const fingerprint = createHash('sha256').update(JSON.stringify([items, row.shuffle_questions]));
    // The questions the assessment's author may read, as when it was published (bank-access.ts).
    const reader = bankReaderOfAuthor({ id: row.author_id, role_id: row.author_role });
    for (const slot of slots) {
      const found = await candidateQuestions(db, slot.filters, reader);
      pools.set(slot.id, [...found.keys()]);
      for (const id of [...found.keys()].sort()) fingerprint.update(`\n${slot.id}\n${id}\n${JSON.stringify(found.get(id))}`);
      for (const [id, question] of found) {
        // Read once per batch; random item ids as every assessment question has, and frozen: attempts share these objects.
        if (!questions.has(id)) questions.set(id, deepFreeze(withRandomItemIds({ ...jsonColumn<Question>(question, null as never), id })));
      }
    }
    plans.set(row.id, {
      items: deepFreeze(items),
      slots,
      shuffle: row.shuffle_questions,
      pools,
      questions,
      madeFrom: fingerprint.digest('base64url'),
    });
  }
  return plans;
}

/** One attempt's questions under its assessment's plan: its own draws (its seed and the server's shuffle secret), in its own order when asked. */
export function personalQuestions(plan: PersonalisationPlan, secret: string, shuffleSeed: string): Question[] {
  let questions: Question[];
  if (plan.slots.length === 0) {
    questions = plan.items as Question[];
  } else {
    const fills = fillSlots(plan.items, (slot) => plan.pools.get(slot.id) ?? [], secretOrder(secret, shuffleSeed));
    questions = withDrawnQuestions(plan.items, fills, (id) => plan.questions.get(id)!);
  }
  return plan.shuffle ? secretShuffle(secret, shuffleSeed)(questions, QUESTION_ORDER_KEY) : questions;
}
