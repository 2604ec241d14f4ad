import type { ExamChoiceOption, ExamQuestion, ExamQuestionCommon } from './exam-question';
import type { ChoiceOption, ListOption, Question } from './question';
import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import { blankIdsOf, plainText, readRichText } from './rich-text';
import { seededShuffle } from './seeded-shuffle';
import { numericalExamView } from './types/numerical/exam-view';

/**
 * How an exam view shuffles: a shuffled copy of `items`, the same every time
 * for the same `key` (question id and which list). The server passes one
 * keyed with a secret of its own (services/exam-shuffle.ts), so an applicant
 * cannot recompute an order from what the browser holds; staff previews pass
 * a plain string seed, shuffled with seededShuffle.
 */
export type ExamShuffle = <T>(items: readonly T[], key: string) => T[];

/** A string seed's shuffle: seededShuffle of `seed:key`. Public arithmetic: for previews and tests, never for an applicant. */
export function plainSeedShuffle(seed: string): ExamShuffle {
  return (items, key) => seededShuffle(items, `${seed}:${key}`);
}

/** Frozen rich text already rebuilt, by identity (see cleanRichText). */
const cleanedFrozenText = new WeakMap<RichText, RichText>();

/**
 * Rich text rebuilt from known keys only: a blank marker keeps its id and an
 * empty child, whatever an editor may have left in it. Frozen rich text
 * cannot change, so it is rebuilt once: the server freezes the snapshot a
 * whole exam room shares, and each of its texts is then cleaned once, not
 * once per applicant.
 */
function cleanRichText(rich: RichText): RichText {
  if (!Object.isFrozen(rich)) return readRichText(rich);
  let cleaned = cleanedFrozenText.get(rich);
  if (!cleaned) {
    cleaned = readRichText(rich);
    cleanedFrozenText.set(rich, cleaned);
  }
  return cleaned;
}

function common<Type extends QuestionType>(question: Question & { type: Type }): ExamQuestionCommon<Type> {
  const header = cleanRichText(question.header);
  return {
    id: question.id,
    type: question.type,
    mode: 'examMode',
    header,
    headertxt: plainText(header),
    totalMark: question.totalMark,
    objectives: question.showObjectives ? question.objectives : '',
    showObjectives: question.showObjectives,
    required: question.required,
    oneLineOptions: question.oneLineOptions,
  };
}

function choiceOptions(options: readonly ChoiceOption[]): ExamChoiceOption[] {
  return options.map((option) => ({ id: option.id, option: cleanRichText(option.option) }));
}

function listOptions(options: readonly ListOption[]): ListOption[] {
  return options.map((option) => ({ id: option.id, option: cleanRichText(option.option) }));
}

/**
 * An Order question's starting order: shuffled, and when the shuffle lands on
 * the correct order (one chance in n!, one in two for two items) the first
 * item moves to the end. Otherwise an applicant who changes nothing would
 * hand in the right answer, and a reload could tell them so.
 */
function orderStart(shuffled: ListOption[], correct: readonly string[]): ListOption[] {
  const inCorrectOrder = shuffled.length >= 2 && shuffled.every((option, index) => option.id === correct[index]);
  return inCorrectOrder ? [...shuffled.slice(1), shuffled[0]] : shuffled;
}

/**
 * The projection of a question sent to an applicant in examMode
 * (ARCHITECTURE §9): every answer key removed (isTrue, the correct-answer
 * flag, correctOptions, correctPossibleAnswers, blank answers, label
 * positions, author notes), no answer fields and no score or feedback of any
 * attempt, rich text rebuilt from known keys, and options shuffled by
 * `shuffle` keyed with the question id, so a reload of the same attempt shows
 * the same order:
 *
 * - MCQ, TrueOrFalse, RIASEC: shuffled when shuffleOptions is on.
 * - Order: always shuffled, never starting in the correct order.
 * - Match: options shuffled when shuffleOptions is on; PossibleAnswers always.
 * - Label: labels shuffled when shuffleOptions is on; spots always (their
 *   order would otherwise pair them with the labels).
 * - FillTheBlank: the word bank always (it is often typed in blank order).
 *
 * `shuffle` must be stable for the attempt and differ between attempts. For
 * an applicant it must be the server's secret-keyed one: with a string seed
 * the order is public arithmetic, and an applicant who inverts it learns the
 * authored order, which is often the key.
 */
export function toExamView(question: Question, shuffle: ExamShuffle | string): ExamQuestion {
  const shuffled = typeof shuffle === 'string' ? plainSeedShuffle(shuffle) : shuffle;
  const always = <T>(items: readonly T[], part: string): T[] => shuffled(items, `${question.id}:${part}`);
  const maybeShuffle = <T>(items: readonly T[], part: string): T[] => (question.shuffleOptions ? always(items, part) : [...items]);

  switch (question.type) {
    case 'MCQ':
      return { ...common(question), options: maybeShuffle(choiceOptions(question.options), 'options') };
    case 'TrueOrFalse':
      return {
        ...common(question),
        options: maybeShuffle(
          question.options.map((option) => ({ id: option.id, option: option.option })),
          'options',
        ),
      };
    case 'FillTheBlank': {
      const content = cleanRichText(question.content);
      return {
        ...common(question),
        content,
        blanks: blankIdsOf(content).map((id) => ({ id })),
        vHeader: plainText(content),
        options: always(
          question.options.map((word) => ({ id: word.id, option: word.option })),
          'words',
        ),
      };
    }
    case 'VideoComponent':
    case 'AudioComponent':
      return common(question);
    case 'RIASEC':
      return { ...common(question), options: maybeShuffle(choiceOptions(question.options), 'options') };
    case 'OrderComponent':
      return { ...common(question), options: orderStart(always(listOptions(question.options), 'order'), question.correctOptions) };
    case 'MatchQComponent':
      return {
        ...common(question),
        options: maybeShuffle(listOptions(question.options), 'options'),
        PossibleAnswers: always(listOptions(question.PossibleAnswers), 'answers'),
      };
    case 'LabelQComponent':
      return {
        ...common(question),
        image: question.image,
        labels: maybeShuffle(
          question.labels.map((label) => ({ id: label.id, value: label.value })),
          'labels',
        ),
        options: always(
          question.options.map((spot) => ({ id: spot.id, top: spot.top, left: spot.left })),
          'spots',
        ),
      };
    case 'EssayComponent':
      return {
        ...common(question),
        answerPlaceHolder: question.answerPlaceHolder,
        wordlimit: question.wordlimit,
        allowOverLimit: question.allowOverLimit,
        showWordCount: question.showWordCount,
        showWordLimit: question.showWordLimit,
      };
    case 'FileUploadEnhanced':
      return { ...common(question), max: question.max, maxCount: question.maxCount };
    case 'ImageHighlight':
      return { ...common(question), qst_image: question.qst_image };
    case 'Numerical':
      return numericalExamView(question);
  }
}

/** Every question of an attempt in exam view, in the assessment's order. */
export function toExamViews(questions: readonly Question[], shuffle: ExamShuffle | string): ExamQuestion[] {
  const shuffled = typeof shuffle === 'string' ? plainSeedShuffle(shuffle) : shuffle;
  return questions.map((question) => toExamView(question, shuffled));
}
