import type { Kysely } from 'kysely';
import { richTextFromPlain, type Question, type QuestionAnswer } from '@mizan/shared';
import { newAttemptHash } from '../services/attempts/open-attempt';
import { scoreLocked } from '../services/attempts/scores';
import type { Database } from './schema';
import { DEMO_ASSESSMENT_NAMES } from './seed-assessments';

/**
 * Demo submissions for graders (ARCHITECTURE §7, unless SEED_DEMO=0): a few
 * demo applicants have taken the English and the Arabic demo assessments,
 * with a mix of right and wrong answers and an essay each, scored by the
 * same code as a real submission (scoreLocked), so the taken list has rows
 * waiting for a teacher; one more is still in progress. Deterministic and
 * idempotent: an applicant who already has an attempt on a demo assessment
 * is skipped. Runs inside the first-start seed's transaction.
 */
export const DEMO_SUBMISSIONS = { english: 6, arabic: 4 } as const;

const ESSAYS = {
  En: 'I would like to join the school because I enjoy science projects and working with my classmates.',
  Ar: 'أرغب في الالتحاق بالمدرسة لأنني أحب مشروعات العلوم والعمل مع زملائي.',
} as const;

/** '3.5' as an Arabic-speaking applicant types it: '٣٫٥'. */
function arabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '\u066B');
}

/** A right (`right` true) or a wrong answer to an auto-scored question; an essay text; nothing for recordings and files. */
export function demoAnswer(question: Question, right: boolean, lang: 'En' | 'Ar'): QuestionAnswer | null {
  switch (question.type) {
    case 'MCQ': {
      const pick = right
        ? question.options.filter((option) => option.isTrue)
        : question.options.filter((option) => !option.isTrue).slice(0, 1);
      return { type: 'MCQ', selected: pick.map((option) => option.id) };
    }
    case 'TrueOrFalse': {
      const chosen = question.options.find((option) => option.isTrue === right) ?? question.options[0];
      return { type: 'TrueOrFalse', optionId: chosen.id };
    }
    case 'RIASEC': {
      const chosen = question.options.find((option) => option.isTrue === right) ?? question.options[0];
      return { type: 'RIASEC', optionId: chosen.id };
    }
    case 'FillTheBlank': {
      const words = question.options.map((word) => word.option);
      return {
        type: 'FillTheBlank',
        blanks: question.blanks.map((blank) => {
          const correct = blank.answers[0] ?? '';
          const wrong = words.find((word) => !blank.answers.includes(word)) ?? (words.length > 0 ? '' : 'not sure');
          return { blankId: blank.id, value: right ? correct : wrong };
        }),
      };
    }
    case 'OrderComponent': {
      const order = [...question.correctOptions];
      return { type: 'OrderComponent', order: right ? order : order.reverse() };
    }
    case 'MatchQComponent': {
      const answers = question.correctPossibleAnswers;
      const shifted = right ? answers : [...answers.slice(1), ...answers.slice(0, 1)];
      return {
        type: 'MatchQComponent',
        matches: question.options
          .map((option, index) => ({ optionId: option.id, possibleAnswerId: shifted[index] }))
          .filter((match) => match.possibleAnswerId),
      };
    }
    case 'LabelQComponent': {
      const placements = question.labels
        .map((label, index) => ({ labelId: label.id, optionId: question.correctOptions[index] }))
        .filter((placement) => placement.optionId);
      return { type: 'LabelQComponent', placements: right ? placements : placements.slice(0, 1) };
    }
    case 'EssayComponent':
      return { type: 'EssayComponent', text: richTextFromPlain(ESSAYS[lang]) };
    case 'Numerical': {
      const key = question.answers.find((answer) => answer.credit === 100)?.value ?? '0';
      const typed = right ? key : `${key}1`;
      return { type: 'Numerical', value: lang === 'Ar' ? arabicDigits(typed) : typed, unit: '' };
    }
    default:
      return null;
  }
}

/** Add the demo submissions that are not there yet; answers how many attempts were added. */
export async function seedDemoAttempts(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const plans = [
    { name: DEMO_ASSESSMENT_NAMES.english, submitted: DEMO_SUBMISSIONS.english, inProgress: 1, offset: 0 },
    { name: DEMO_ASSESSMENT_NAMES.arabic, submitted: DEMO_SUBMISSIONS.arabic, inProgress: 0, offset: 10 },
  ];
  let added = 0;
  for (const plan of plans) {
    const assessment = await db
      .selectFrom('assessments')
      .select(['id', 'questions', 'lang'])
      .where('name', '=', plan.name)
      .executeTakeFirst();
    if (!assessment) continue;
    const questions = (typeof assessment.questions === 'string' ? JSON.parse(assessment.questions) : assessment.questions) as Question[];
    const applicants = await db
      .selectFrom('applicants')
      .select('id')
      .orderBy('id')
      .offset(plan.offset)
      .limit(plan.submitted + plan.inProgress)
      .execute();
    for (const [index, applicant] of applicants.entries()) {
      const taken = await db
        .selectFrom('attempts')
        .select('id')
        .where('applicant_id', '=', applicant.id)
        .where('assessment_id', '=', assessment.id)
        .executeTakeFirst();
      if (taken) continue;
      const submitted = index < plan.submitted;
      const startedAt = new Date(now.getTime() - (index + 1) * 5 * 3_600_000);
      const submittedAt = new Date(startedAt.getTime() + (20 + index * 3) * 60_000);
      const hash = newAttemptHash();
      const attempt = await db
        .insertInto('attempts')
        .values({
          hash,
          shuffle_seed: hash,
          applicant_id: applicant.id,
          assessment_id: assessment.id,
          trial: 1,
          questions: JSON.stringify(questions),
          registered_at: startedAt.toISOString(),
          started_at: startedAt.toISOString(),
          ...(submitted
            ? {
                submitted_at: submittedAt.toISOString(),
                submitted_by: 'applicant' as const,
                status: 'submitted' as const,
                scoring_pending: true,
              }
            : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = questions
        // A fixed pattern per applicant: some right, some wrong, more right for some applicants than others.
        .map((question, position) => ({
          question,
          answer: demoAnswer(question, (index * 31 + position * 17) % 10 < 4 + (index % 5), assessment.lang),
        }))
        .filter((entry): entry is { question: Question; answer: QuestionAnswer } => entry.answer !== null);
      if (answers.length > 0) {
        await db
          .insertInto('answers')
          .values(
            answers.map(({ question, answer }, seq) => ({
              attempt_id: attempt.id,
              question_id: question.id,
              answer: JSON.stringify(answer),
              seq: seq + 1,
              saved_at: startedAt.toISOString(),
            })),
          )
          .execute();
      }
      if (submitted) await scoreLocked(db, [attempt.id]);
      added += 1;
    }
  }
  return added;
}
