import { sql, type Kysely } from 'kysely';
import { isManuallyMarked, meanOfMarks, type MarkerRole } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Caller } from '../authenticate';
import { writeAudit } from '../audit';
import { storeRubricChoices } from '../rubrics/rubric-grades';
import { marksOf, type LoadedSubmission } from '../submission-records';
import type { MarkingSettings } from './marking-settings';
import { answerMarking, type GraderMark } from './marking-state';
import { setStandingMarks, type StandingMark } from './standing-mark';

export const markSettledMessage = (index: number) =>
  `Question ${index} is settled by double marking: its mark can no longer be changed here.`;
export const markFinalMessage = (index: number) =>
  `Question ${index}: both marks are in, so yours can no longer be changed. A moderator will decide.`;

/** Every grader's mark of one attempt's answers, by question. */
export async function answerMarksOf(db: Kysely<Database>, attemptId: number): Promise<Map<string, GraderMark[]>> {
  const rows = await db
    .selectFrom('answer_marks')
    .select(['question_id', 'grader_user_id', 'role', 'score', 'feedback', 'rubric', 'at'])
    .where('attempt_id', '=', attemptId)
    .execute();
  const byQuestion = new Map<string, GraderMark[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push({
      graderUserId: row.grader_user_id,
      role: row.role,
      score: Number(row.score),
      feedback: row.feedback,
      rubric: row.rubric,
      at: row.at,
    });
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}

/** The standing feedback of a mean: each marker's own words, once. */
function meanFeedback(first: string, second: string): string {
  const words = [first.trim(), second.trim()].filter((text, index, all) => text !== '' && all.indexOf(text) === index);
  return words.join('\n\n');
}

/**
 * admin/gradeexam.php under double marking. A manually marked answer's mark
 * is the grader's own (answer_marks): first, second, or the moderator's when
 * the two differ by more than the threshold. The standing mark is set when it
 * is settled (the mean, or the moderator's). Answers marked automatically,
 * or settled before double marking began, are returned to be set as usual.
 * The caller holds the attempt's row lock (loadSubmission with lock).
 */
export async function recordDoubleMarks(
  transaction: Kysely<Database>,
  caller: Caller,
  submission: LoadedSubmission,
  settings: MarkingSettings,
  marks: StandingMark[],
): Promise<StandingMark[]> {
  const attemptId = submission.attempt.id;
  const scored = marksOf(submission);
  const existing = await answerMarksOf(transaction, attemptId);
  const passOn: StandingMark[] = [];
  const settled: Array<{ mark: StandingMark; action: string; details: Record<string, unknown> }> = [];

  for (const mark of marks) {
    const position = submission.questions.findIndex((question) => question.id === mark.questionId);
    const question = submission.questions[position];
    const standing = scored.questions[position].score;
    if (!isManuallyMarked(question.type)) {
      passOn.push(mark);
      continue;
    }
    const state = answerMarking(existing.get(question.id) ?? [], {
      callerUserId: caller.user.id,
      standing,
      totalMark: scored.questions[position].max,
      thresholdPercent: settings.thresholdPercent,
    });
    if (state.state === 'settled' && state.resolution === null) {
      passOn.push(mark);
      continue;
    }
    const shownScore = state.state === 'settled' ? standing : (state.own?.score ?? null);
    const shownFeedback = state.state === 'settled' ? (submission.answers.get(question.id)?.feedback ?? '') : (state.own?.feedback ?? '');
    const unchanged =
      (mark.score === undefined || mark.score === shownScore) && (mark.feedback === undefined || mark.feedback === shownFeedback);
    if (unchanged) continue;
    if (state.state === 'settled') throw new HttpError(409, markSettledMessage(position + 1), {}, 'marking_settled');
    if (state.state === 'moderationNeeded' && state.own) throw new HttpError(409, markFinalMessage(position + 1), {}, 'marking_mark_final');
    const score = mark.score ?? state.own?.score;
    if (score === undefined) continue; // feedback without a mark: nothing to keep until the grader marks
    const role: MarkerRole = state.own?.role ?? state.role ?? 'first';
    await saveGraderMark(transaction, attemptId, question.id, caller.user.id, role, {
      score,
      feedback: mark.feedback ?? state.own?.feedback ?? '',
      rubric: mark.rubric ?? null,
    });
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'marking.mark',
      subjectType: 'attempt',
      subjectId: attemptId,
      details: { questionId: question.id, index: position + 1, role, score: { from: state.own?.score ?? null, to: score } },
    });
    if (role === 'moderator') {
      settled.push({
        mark: { questionId: question.id, score, feedback: mark.feedback ?? '', ...(mark.rubric ? { rubric: mark.rubric } : {}) },
        action: 'marking.moderated',
        details: { marks: state.moderationMarks, moderator: score },
      });
    } else if (role === 'second' && state.first) {
      const outcome = answerMarking(
        [state.first, { graderUserId: caller.user.id, role, score, feedback: mark.feedback ?? '', rubric: null, at: new Date() }],
        { callerUserId: caller.user.id, standing, totalMark: scored.questions[position].max, thresholdPercent: settings.thresholdPercent },
      );
      if (outcome.state === 'settled') {
        settled.push({
          mark: {
            questionId: question.id,
            score: meanOfMarks(state.first.score, score),
            feedback: meanFeedback(state.first.feedback, mark.feedback ?? ''),
          },
          action: 'marking.mean',
          details: { marks: [state.first.score, score] },
        });
      }
    }
  }
  for (const { mark, action, details } of settled) {
    await setStandingMarks(transaction, { attemptId, actorUserId: caller.user.id, marks: [mark], action, details });
    // The moderator's rubric picks stand with their mark; a mean was typed by neither marker, so it has none.
    await storeRubricChoices(transaction, attemptId, [mark]);
  }
  return passOn;
}

async function saveGraderMark(
  db: Kysely<Database>,
  attemptId: number,
  questionId: string,
  graderUserId: number,
  role: MarkerRole,
  values: { score: number; feedback: string; rubric: unknown },
) {
  const rubric = values.rubric === null ? null : JSON.stringify(values.rubric);
  await db
    .insertInto('answer_marks')
    .values({
      attempt_id: attemptId,
      question_id: questionId,
      grader_user_id: graderUserId,
      role,
      score: values.score,
      feedback: values.feedback,
      rubric,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['attempt_id', 'question_id', 'role'])
        .doUpdateSet({ score: values.score, feedback: values.feedback, rubric, at: sql<Date>`now()` }),
    )
    .execute();
}
