import { MIN_OPTIONS } from './defaults';
import { normalizeAnswerText } from './answer-text';
import { parseMark } from './mark';
import {
  BLANK_ANSWER_NOT_IN_WORDS,
  BLANK_ANSWER_REQUIRED,
  BLANK_REQUIRED,
  CORRECT_ANSWER_REQUIRED,
  FILE_MAX_INVALID,
  HEADER_AND_OPTIONS_REQUIRED,
  HEADER_REQUIRED,
  IMAGE_REQUIRED,
  ITEM_ID_REPEATED,
  OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS,
  OPTIONS_TOO_FEW,
  ORDER_HEADER_AND_OPTIONS_REQUIRED,
  TOTAL_MARK_INVALID,
  TOTAL_MARK_REQUIRED,
  WORD_LIMIT_INVALID,
} from './messages';
import type { FillTheBlankQuestion, Question } from './question';
import type { RichText } from './rich-text';
import { blankIdsOf, isEmptyRichText, RICH_TEXT_MAX_LENGTH, richTextLength, richTextTooLongMessage } from './rich-text';
import { FILE_UPLOAD_MAX_FILES, FILE_UPLOAD_MIN_FILES } from './upload-types';
import { rubricProblem } from '../rubrics/validate-rubric';
import { numericalRules } from './types/numerical/checks';

/** A rule: its message when the question breaks it, else null. */
type Rule<Q> = (question: Q) => string | null;

const totalMark: Rule<Question> = (question) => {
  if (question.totalMark.trim() === '') return TOTAL_MARK_REQUIRED;
  return parseMark(question.totalMark) === null ? TOTAL_MARK_INVALID : null;
};

const header: Rule<Question> = (question) => (isEmptyRichText(question.header) ? HEADER_REQUIRED : null);

/** Every id of `ids` names one of `known`, each once, and every one of `known` is named. */
function isArrangementOf(ids: readonly string[], known: readonly string[]): boolean {
  return ids.length === known.length && new Set(ids).size === ids.length && ids.every((id) => known.includes(id));
}

function allRichText(question: Question): RichText[] {
  const texts: RichText[] = [question.header];
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC':
    case 'OrderComponent':
      texts.push(...question.options.map((option) => option.option));
      break;
    case 'MatchQComponent':
      texts.push(...question.options.map((option) => option.option), ...question.PossibleAnswers.map((answer) => answer.option));
      break;
    case 'FillTheBlank':
      texts.push(question.content);
      break;
    case 'EssayComponent':
      texts.push(question.stdanswer);
      break;
    default:
      break;
  }
  return texts;
}

/** The lists whose items an answer or a key names by id (options, possible answers, words, labels, spots). */
function itemLists(question: Question): ReadonlyArray<ReadonlyArray<{ id: string }>> {
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC':
    case 'TrueOrFalse':
    case 'OrderComponent':
    case 'FillTheBlank':
      return [question.options];
    case 'MatchQComponent':
      return [question.options, question.PossibleAnswers];
    case 'LabelQComponent':
      return [question.labels, question.options];
    case 'Numerical':
      return [question.answers, question.units];
    default:
      return [];
  }
}

/** ours: a manual question's rubric is complete and its best levels fit the total mark. */
const rubricRule: Rule<Question> = (question) => {
  if (!('rubric' in question) || question.rubric === undefined) return null;
  return rubricProblem(question.rubric, parseMark(question.totalMark) ?? undefined);
};

const uniqueItemIds: Rule<Question> = (question) =>
  itemLists(question).every((items) => new Set(items.map((item) => item.id)).size === items.length) ? null : ITEM_ID_REPEATED;

const textLength: Rule<Question> = (question) =>
  allRichText(question).some((text) => richTextLength(text) > RICH_TEXT_MAX_LENGTH) ? richTextTooLongMessage() : null;

function blanksRule(question: FillTheBlankQuestion): string | null {
  const markers = blankIdsOf(question.content);
  if (markers.length === 0) return BLANK_REQUIRED;
  const answersOf = (id: string) =>
    question.blanks.find((blank) => blank.id === id)?.answers.filter((answer) => answer.trim() !== '') ?? [];
  if (markers.some((id) => answersOf(id).length === 0)) return BLANK_ANSWER_REQUIRED;
  if (question.options.length > 0) {
    const words = new Set(question.options.map((word) => normalizeAnswerText(word.option)));
    if (markers.some((id) => !answersOf(id).some((answer) => words.has(normalizeAnswerText(answer))))) return BLANK_ANSWER_NOT_IN_WORDS;
  }
  return null;
}

/**
 * The rules of each type in the order SPEC §5 lists them. Where SPEC gives an
 * explicit sequence (TrueOrFalse, FillTheBlank, Video, Order) it is followed;
 * otherwise the rules come in the order SPEC's list names them: total mark
 * ("All types") first, then the type's own lines, then the "MCQ-like and
 * Label" header-and-options line (MCQ, RIASEC, Match and Label count as
 * MCQ-like), then the image lines. Rules marked "ours" follow SPEC's.
 */
function rulesFor(question: Question): Rule<Question>[] {
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC': {
      const options = question.options;
      return [
        totalMark,
        () => (options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
        () => (options.some((option) => option.isTrue) ? null : CORRECT_ANSWER_REQUIRED),
        () =>
          isEmptyRichText(question.header) || options.some((option) => isEmptyRichText(option.option)) ? HEADER_AND_OPTIONS_REQUIRED : null,
      ];
    }
    case 'TrueOrFalse':
      return [header, totalMark, () => (question.options.filter((option) => option.isTrue).length === 1 ? null : CORRECT_ANSWER_REQUIRED)];
    case 'FillTheBlank':
      return [header, totalMark, () => blanksRule(question)];
    case 'VideoComponent':
      return [header, totalMark];
    case 'AudioComponent':
      return [totalMark, header];
    case 'OrderComponent': {
      const ids = question.options.map((option) => option.id);
      return [
        () =>
          isEmptyRichText(question.header) || question.options.some((option) => isEmptyRichText(option.option))
            ? ORDER_HEADER_AND_OPTIONS_REQUIRED
            : null,
        totalMark,
        () => (question.options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
        // ours: the correct order must arrange every option once.
        () => (isArrangementOf(question.correctOptions, ids) ? null : CORRECT_ANSWER_REQUIRED),
      ];
    }
    case 'MatchQComponent': {
      const answerIds = question.PossibleAnswers.map((answer) => answer.id);
      return [
        totalMark,
        () =>
          isEmptyRichText(question.header) ||
          question.options.some((option) => isEmptyRichText(option.option)) ||
          question.PossibleAnswers.some((answer) => isEmptyRichText(answer.option))
            ? HEADER_AND_OPTIONS_REQUIRED
            : null,
        () => (question.options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
        () => (question.options.length === question.PossibleAnswers.length ? null : OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS),
        // ours: each option matched to a different possible answer.
        () => (isArrangementOf(question.correctPossibleAnswers, answerIds) ? null : CORRECT_ANSWER_REQUIRED),
      ];
    }
    case 'LabelQComponent': {
      const spotIds = question.options.map((spot) => spot.id);
      return [
        totalMark,
        () =>
          isEmptyRichText(question.header) || question.labels.length === 0 || question.labels.some((label) => label.value.trim() === '')
            ? HEADER_AND_OPTIONS_REQUIRED
            : null,
        () => (question.image === '' ? IMAGE_REQUIRED : null),
        // ours: every label has its own spot, and the spot exists.
        () =>
          question.correctOptions.length === question.labels.length &&
          new Set(question.correctOptions).size === question.correctOptions.length &&
          question.correctOptions.every((id) => spotIds.includes(id))
            ? null
            : CORRECT_ANSWER_REQUIRED,
      ];
    }
    case 'EssayComponent':
      return [totalMark, header, () => (Number.isFinite(question.wordlimit) && question.wordlimit >= 0 ? null : WORD_LIMIT_INVALID)];
    case 'FileUploadEnhanced':
      return [
        totalMark,
        header,
        () =>
          Number.isInteger(question.max) && question.max >= FILE_UPLOAD_MIN_FILES && question.max <= FILE_UPLOAD_MAX_FILES
            ? null
            : FILE_MAX_INVALID,
      ];
    case 'ImageHighlight':
      // SPEC: "Image highlight: an image is required" has no words of its own, so it uses the Label editor's.
      return [totalMark, header, () => (question.qst_image === '' ? IMAGE_REQUIRED : null)];
    case 'Numerical':
      return numericalRules(question);
  }
}

/**
 * The message the editor shows when saving `question` (SPEC §5, in an error
 * dialog titled 'error'): the first rule it breaks, or null when it may be saved.
 * Every type ends with our rules: each option's id its own, and the rich-text
 * length (100000 characters per text).
 */
export function validateQuestion(question: Question): string | null {
  for (const rule of [...rulesFor(question), rubricRule, uniqueItemIds, textLength]) {
    const message = rule(question);
    if (message !== null) return message;
  }
  return null;
}

/** Every message `question` breaks, in order (for showing all at once or for tests). */
export function questionProblems(question: Question): string[] {
  return [...rulesFor(question), rubricRule, uniqueItemIds, textLength]
    .map((rule) => rule(question))
    .filter((message): message is string => message !== null);
}
