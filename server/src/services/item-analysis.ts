import type { Kysely } from 'kysely';
import {
  ASSESSMENT_NOT_FOUND,
  fixedQuestionsOf,
  parseMark,
  plainText,
  scoreAttempt,
  type AssessmentItem,
  type Question,
  type QuestionAnswer,
} from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { rightsOver } from './assessment-records';
import type { Caller } from './authenticate';
import { answersOfAttempts } from './attempts/attempt-queries';

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.round((sxy / Math.sqrt(sxx * syy)) * 1000) / 1000;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * ours admin/itemanalysis.php over the submitted attempts (submitted and
 * graded) of one assessment. Questions are the assessment's current ones (by
 * id; a question an attempt's snapshot lacks is left out of that attempt).
 * Facility = mean mark / totalMark; discrimination = Pearson correlation
 * between the question's mark and the rest of the test (total − this mark),
 * over the attempts where the question has a mark; option picks for MCQ,
 * TrueOrFalse and RIASEC. Partial and teacher-given marks count as given;
 * a question still waiting for a teacher counts in awaitingGrading only.
 */
export async function itemAnalysis(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  const assessment = await db
    .selectFrom('assessments')
    .select(['id', 'name', 'lang', 'created_by', 'questions'])
    .where('id', '=', assessmentId)
    .executeTakeFirst();
  if (!assessment) throw notFound(ASSESSMENT_NOT_FOUND);
  const rights = await rightsOver(db, caller, assessment);
  if (!rights.grade) throw notFound(ASSESSMENT_NOT_FOUND);
  const current = fixedQuestionsOf(jsonColumn<AssessmentItem[]>(assessment.questions, []));

  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'questions'])
    .where('assessment_id', '=', assessmentId)
    .where('status', 'in', ['submitted', 'graded'])
    .execute();
  const answersOf = await answersOfAttempts(
    db,
    attempts.map((attempt) => attempt.id),
  );

  type PerAttempt = { total: number; marks: Map<string, number | null>; answers: Map<string, QuestionAnswer> };
  const scored: PerAttempt[] = attempts.map((attempt) => {
    const questions = jsonColumn<Question[]>(attempt.questions, []);
    const answers = new Map<string, QuestionAnswer>();
    const manual = new Map<string, number>();
    for (const row of answersOf.get(attempt.id) ?? []) {
      const answer = jsonColumn<QuestionAnswer | null>(row.answer, null);
      if (answer) answers.set(row.question_id, answer);
      if (row.score !== null) manual.set(row.question_id, Number(row.score));
    }
    const marks = scoreAttempt(questions, answers, manual);
    return { total: marks.total, marks: new Map(marks.questions.map((question) => [question.questionId, question.score])), answers };
  });

  const awaitingGrading = scored.filter((attempt) => [...attempt.marks.values()].some((mark) => mark === null)).length;

  // Questions drawn from the bank are in the attempts' snapshots only: each counts over the attempts that got it.
  const fixedIds = new Set(current.map((question) => question.id));
  const drawn = new Map<string, Question>();
  for (const attempt of attempts) {
    for (const question of jsonColumn<Question[]>(attempt.questions, [])) {
      if (!fixedIds.has(question.id) && !drawn.has(question.id)) drawn.set(question.id, question);
    }
  }

  const questions = [...current, ...drawn.values()].map((question, position) => {
    const max = parseMark(question.totalMark) ?? 0;
    const given = scored.filter((attempt) => attempt.marks.has(question.id));
    const withMark = given.filter((attempt) => attempt.marks.get(question.id) !== null);
    const marks = withMark.map((attempt) => attempt.marks.get(question.id) as number);
    const mean = marks.length > 0 ? marks.reduce((sum, mark) => sum + mark, 0) / marks.length : null;
    const rest = withMark.map((attempt, i) => attempt.total - marks[i]);
    let options: Array<{ id: string; text: string; isTrue: boolean; picked: number }> | null = null;
    if (question.type === 'MCQ' || question.type === 'RIASEC' || question.type === 'TrueOrFalse') {
      options = question.options.map((option) => {
        const picked = given.filter((attempt) => {
          const answer = attempt.answers.get(question.id);
          if (!answer) return false;
          if (answer.type === 'MCQ') return answer.selected.includes(option.id);
          if (answer.type === 'RIASEC' || answer.type === 'TrueOrFalse') return answer.optionId === option.id;
          return false;
        }).length;
        return {
          id: option.id,
          text: typeof option.option === 'string' ? option.option : plainText(option.option),
          isTrue: option.isTrue,
          picked,
        };
      });
    }
    return {
      id: question.id,
      index: position + 1,
      drawn: !fixedIds.has(question.id),
      attempts: given.length,
      type: question.type,
      headertxt: question.headertxt || plainText(question.header),
      totalMark: max,
      scored: marks.length,
      awaitingGrading: given.length - marks.length,
      meanScore: mean === null ? null : round3(mean),
      facility: mean === null || max === 0 ? null : round3(mean / max),
      discrimination: pearson(marks, rest),
      options,
    };
  });
  return {
    exam_id: assessmentId,
    examname: assessment.name,
    lang: assessment.lang,
    submissions: attempts.length,
    awaitingGrading,
    questions,
  };
}
