import type { QuestionAnswer } from '../questions/answer';
import { roundMark } from '../questions/mark';
import type { Question } from '../questions/question';
import type { CareerProfile } from './career-profile';
import { careerProfile } from './career-profile';
import { scoreAnswer } from './score-answer';
import type { RiasecOutcome, ScoreResult } from './score-result';

/** Values keyed by question id, as a Map or a plain object. */
export type ByQuestionId<Value> = ReadonlyMap<string, Value> | Readonly<Record<string, Value>>;

function lookup<Value>(values: ByQuestionId<Value> | undefined, id: string): Value | undefined {
  if (values === undefined) return undefined;
  if (values instanceof Map) return values.get(id);
  const record = values as Readonly<Record<string, Value>>;
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}

export interface QuestionScore {
  questionId: string;
  /** What the shared scoring says. */
  result: ScoreResult;
  /** The mark counted: the teacher's when given, else the scored one; null while it needs grading. */
  score: number | null;
  max: number;
}

export interface AttemptScore {
  /** Sum of the marks counted, 2 decimals. */
  total: number;
  /** Sum of every question's totalMark. */
  max: number;
  /** total / max × 100, 0..100, 2 decimals (0 when max is 0). */
  percent: number;
  /** Questions still waiting for a teacher's mark. */
  needsGrading: number;
  /** The RIASEC career profile, or null when the attempt has no RIASEC question. */
  career: CareerProfile | null;
  questions: QuestionScore[];
}

/**
 * The marks of an attempt. `answers` and `manualScores` are keyed by
 * question id; a teacher's mark (gradingModeTeacher may mark any question)
 * overrides the shared scoring and is held to 0..totalMark; a mark that is
 * not a finite number is ignored. A question that needs grading counts 0
 * toward the total until a teacher marks it.
 */
export function scoreAttempt(
  questions: readonly Question[],
  answers: ByQuestionId<QuestionAnswer>,
  manualScores?: ByQuestionId<number>,
): AttemptScore {
  const outcomes: RiasecOutcome[] = [];
  let hasRiasec = false;
  let total = 0;
  let max = 0;
  let needsGrading = 0;

  const scores = questions.map((question): QuestionScore => {
    const result = scoreAnswer(question, lookup(answers, question.id));
    const manual = lookup(manualScores, question.id);
    let score: number | null = result.kind === 'scored' ? result.score : null;
    if (typeof manual === 'number' && Number.isFinite(manual)) score = roundMark(Math.min(result.max, Math.max(0, manual)));
    if (score === null) needsGrading += 1;
    else total += score;
    max += result.max;
    if (result.kind === 'scored' && result.riasec) outcomes.push(result.riasec);
    if (question.type === 'RIASEC') hasRiasec = true;
    return { questionId: question.id, result, score, max: result.max };
  });

  const roundedTotal = roundMark(total);
  const roundedMax = roundMark(max);
  return {
    total: roundedTotal,
    max: roundedMax,
    percent: roundedMax > 0 ? roundMark(Math.min(100, (roundedTotal / roundedMax) * 100)) : 0,
    needsGrading,
    career: hasRiasec ? careerProfile(outcomes) : null,
    questions: scores,
  };
}
