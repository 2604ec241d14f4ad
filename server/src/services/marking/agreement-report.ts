import type { Kysely } from 'kysely';
import { agreementOf, markValue, needsModeration, plainText, type MarkPair, type Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { editableAssessment } from '../assessment-access';
import { markingSettingsOf } from './marking-settings';

/** Drift is read in batches of this many marks per grader, in the order they were given. */
export const DRIFT_BATCH = 20;
/** Marks of different questions are compared on one scale: tenths of each question's mark (0..10, a step is a tenth). */
const COMMON_SCALE = 10;

interface MarkedAnswer {
  attemptId: number;
  questionId: string;
  totalMark: number;
  standing: number | null;
  first?: { grader: number; score: number; at: Date };
  second?: { grader: number; score: number; at: Date };
  moderator?: { grader: number; score: number; at: Date };
}

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function figures(pairs: MarkPair[], max: number, moderated: number) {
  const agreement = agreementOf(pairs, { max, step: 1 });
  return {
    count: agreement.count,
    exact: round3(agreement.exact) ?? 0,
    adjacent: round3(agreement.adjacent) ?? 0,
    meanDifference: round3(agreement.meanDifference) ?? 0,
    kappaQuadratic: round3(agreement.kappaQuadratic),
    icc: round3(agreement.icc),
    moderated,
  };
}

/**
 * admin/markingagreement.php: how far an assessment's two markers agree
 * (shared agreementOf) over every answer with both marks in: overall and per
 * grader pair on the common scale, per question on its own marks (a step is
 * one mark); moderations; and each grader's drift, the mean of (their mark −
 * the standing mark) in percent of the question's mark, per batch of 20 marks.
 */
export async function agreementReport(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  const assessment = await editableAssessment(db, caller, assessmentId);
  const settings = await markingSettingsOf(db, assessmentId);
  const rows = await db
    .selectFrom('answer_marks as m')
    .innerJoin('attempts as t', 't.id', 'm.attempt_id')
    .leftJoin('answers as a', (join) => join.onRef('a.attempt_id', '=', 'm.attempt_id').onRef('a.question_id', '=', 'm.question_id'))
    .select(['m.attempt_id', 'm.question_id', 'm.grader_user_id', 'm.role', 'm.score', 'm.at', 'a.score as standing'])
    .where('t.assessment_id', '=', assessmentId)
    .orderBy('m.at')
    .execute();
  const questions = new Map<string, Question>(jsonColumn<Question[]>(assessment.questions, []).map((question) => [question.id, question]));
  const missing = [...new Set(rows.map((row) => row.question_id))].filter((id) => !questions.has(id));
  if (missing.length > 0) {
    // A question drawn from the bank is only in the attempts' own snapshots.
    const attempts = [...new Set(rows.filter((row) => missing.includes(row.question_id)).map((row) => row.attempt_id))];
    const snapshots = await db.selectFrom('attempts').select('questions').where('id', 'in', attempts).execute();
    for (const snapshot of snapshots)
      for (const question of jsonColumn<Question[]>(snapshot.questions, []))
        if (!questions.has(question.id)) questions.set(question.id, question);
  }
  const totalOf = (id: string) => markValue(String(questions.get(id)?.totalMark ?? '0'));

  const answers = new Map<string, MarkedAnswer>();
  for (const row of rows) {
    const key = `${row.attempt_id}:${row.question_id}`;
    const answer = answers.get(key) ?? {
      attemptId: row.attempt_id,
      questionId: row.question_id,
      totalMark: totalOf(row.question_id),
      standing: row.standing === null ? null : Number(row.standing),
    };
    answer[row.role] = { grader: row.grader_user_id, score: Number(row.score), at: row.at };
    answers.set(key, answer);
  }
  const graderIds = [...new Set(rows.map((row) => row.grader_user_id))];
  const names = new Map(
    graderIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'displayname']).where('id', 'in', graderIds).execute()).map((user) => [
          user.id,
          user.displayname,
        ]),
  );
  const nameOf = (id: number) => names.get(id) ?? `User ${id}`;
  const onScale = (score: number, total: number) => (total > 0 ? (score / total) * COMMON_SCALE : 0);

  const both = [...answers.values()].filter((answer) => answer.first && answer.second);
  const wentToModeration = (answer: MarkedAnswer) =>
    answer.moderator !== undefined ||
    needsModeration(answer.first!.score, answer.second!.score, answer.totalMark, settings.thresholdPercent);
  const commonPair = (answer: MarkedAnswer) => ({
    a: onScale(answer.first!.score, answer.totalMark),
    b: onScale(answer.second!.score, answer.totalMark),
  });

  const questionOrder = jsonColumn<Question[]>(assessment.questions, []).map((question) => question.id);
  for (const id of questions.keys()) if (!questionOrder.includes(id)) questionOrder.push(id);
  const perQuestion = questionOrder
    .map((id, position) => {
      const marked = both.filter((answer) => answer.questionId === id);
      if (marked.length === 0) return null;
      const question = questions.get(id)!;
      return {
        id,
        index: position + 1,
        headertxt: (question.headertxt || plainText(question.header)).trim().slice(0, 120),
        totalMark: totalOf(id),
        ...figures(
          marked.map((answer) => ({ a: answer.first!.score, b: answer.second!.score })),
          totalOf(id),
          marked.filter(wentToModeration).length,
        ),
      };
    })
    .filter((entry) => entry !== null);

  const pairGroups = new Map<string, { graderA: string; graderB: string; answers: MarkedAnswer[] }>();
  for (const answer of both) {
    const [x, y] = [nameOf(answer.first!.grader), nameOf(answer.second!.grader)].sort((p, q) => p.localeCompare(q));
    const key = `${x}\u0000${y}`;
    const group = pairGroups.get(key) ?? { graderA: x, graderB: y, answers: [] };
    group.answers.push(answer);
    pairGroups.set(key, group);
  }

  const drift = graderIds.map((grader) => {
    const given = rows
      .filter((row) => row.grader_user_id === grader && row.role !== 'moderator' && row.standing !== null)
      .map((row) => ({
        at: row.at,
        difference: ((Number(row.score) - Number(row.standing)) / Math.max(totalOf(row.question_id), 1e-9)) * 100,
      }));
    const batches = [];
    for (let start = 0; start < given.length; start += DRIFT_BATCH) {
      const batch = given.slice(start, start + DRIFT_BATCH);
      batches.push({
        from: new Date(batch[0].at).toISOString(),
        to: new Date(batch[batch.length - 1].at).toISOString(),
        count: batch.length,
        meanSignedDifference: Math.round((batch.reduce((sum, mark) => sum + mark.difference, 0) / batch.length) * 100) / 100,
      });
    }
    return { grader: nameOf(grader), batches };
  });

  const all = [...answers.values()];
  return {
    examId: assessmentId,
    examname: assessment.name,
    lang: assessment.lang,
    thresholdPercent: settings.thresholdPercent,
    doubleMarked: both.length,
    awaitingSecond: all.filter((answer) => answer.first && !answer.second).length,
    awaitingModerator: both.filter((answer) => !answer.moderator && wentToModeration(answer)).length,
    overall: figures(both.map(commonPair), COMMON_SCALE, both.filter(wentToModeration).length),
    questions: perQuestion,
    pairs: [...pairGroups.values()].map((group) => ({
      graderA: group.graderA,
      graderB: group.graderB,
      ...figures(group.answers.map(commonPair), COMMON_SCALE, group.answers.filter(wentToModeration).length),
    })),
    drift: drift.filter((entry) => entry.batches.length > 0),
  };
}
