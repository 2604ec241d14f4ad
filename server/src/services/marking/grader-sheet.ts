import type { Kysely } from 'kysely';
import { isManuallyMarked, type Question, type RubricChoice, type SheetMarking } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { marksOf, type LoadedSubmission } from '../submission-records';
import { maskForGrader } from './anonymity';
import { answerMarksOf } from './double-marks';
import { markingSettingsOf, namesHidden } from './marking-settings';
import { answerMarking } from './marking-state';

interface SheetFields {
  id: number;
  studentname: string;
  ssn: string;
  student_id: number;
  answerdquestions: Question[];
}

/**
 * A grading sheet as its grader may see it: under anonymous marking the
 * pseudonym and no identifying field; under double marking each manually
 * marked answer shows the caller's own mark and feedback until it is settled
 * (never the other marker's), and `marking` says where each answer stands.
 */
export async function forGrader<Sheet extends SheetFields>(
  db: Kysely<Database>,
  caller: Caller,
  submission: LoadedSubmission,
  sheet: Sheet,
): Promise<Sheet & { marking?: SheetMarking }> {
  const settings = await markingSettingsOf(db, submission.attempt.assessment_id);
  if (!settings.doubleMarking && !settings.anonymousMarking) return sheet;
  const hidden = namesHidden(settings);
  const masked = maskForGrader(sheet, submission.attempt.id, hidden);
  const marking: SheetMarking = {
    doubleMarking: settings.doubleMarking,
    anonymous: hidden,
    thresholdPercent: settings.thresholdPercent,
    questions: [],
  };
  if (!settings.doubleMarking) return { ...masked, marking };

  const scored = marksOf(submission);
  const marks = await answerMarksOf(db, submission.attempt.id);
  const answerdquestions = masked.answerdquestions.map((question, position) => {
    if (!isManuallyMarked(question.type)) return question;
    const state = answerMarking(marks.get(question.id) ?? [], {
      callerUserId: caller.user.id,
      standing: scored.questions[position].score,
      totalMark: scored.questions[position].max,
      thresholdPercent: settings.thresholdPercent,
    });
    marking.questions.push({
      id: question.id,
      role: state.role,
      state: state.state,
      resolution: state.resolution,
      moderationMarks: state.moderationMarks,
    });
    if (state.state === 'settled') return question;
    // Until settled a marker sees their own mark, feedback and rubric picks, never another's.
    const shown: Question & { rubricChoice?: RubricChoice[] } = {
      ...question,
      score: state.own ? String(state.own.score) : '',
      feedback: state.own?.feedback ?? '',
    };
    delete shown.rubricChoice;
    const picks = state.own?.rubric;
    if (Array.isArray(picks) && picks.length > 0) shown.rubricChoice = picks as RubricChoice[];
    return shown;
  });
  return { ...masked, answerdquestions, marking };
}
