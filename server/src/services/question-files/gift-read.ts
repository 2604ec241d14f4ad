import { htmlToText, LIMITS, QUESTION_FILE_NOT_GIFT } from '@mizan/shared';
import { badRequest } from '../../errors';
import { gapRichText } from './html-rich-text';
import {
  htmlIn,
  kindOf,
  matchingAnswers,
  multichoiceAnswers,
  numericalAnswers,
  shortAnswers,
  trueFalseAnswers,
  type GiftKind,
} from './gift-answers';
import { splitGift, type GiftQuestion } from './gift-split';
import { giftHtml } from './gift-text';
import { categoryContext, type MoodleContext } from './moodle-category';
import { matching, multichoice, truefalse } from './moodle-choice';
import { nameHeader, type MoodleReader } from './moodle-common';
import { essay } from './moodle-essay';
import { shortanswer } from './moodle-gaps';
import { numerical } from './moodle-numerical';
import { plainOf, type MoodleElement } from './moodle-text';
import { draftOf, skippedItem, type ReadItem } from './read-item';

/** Our type and the Moodle reader for each GIFT kind (a GIFT question is read as the Moodle question it makes). */
const READERS: Record<GiftKind, { type: Parameters<typeof draftOf>[0]; read: MoodleReader }> = {
  essay: { type: 'EssayComponent', read: essay },
  numerical: { type: 'Numerical', read: numerical },
  multichoice: { type: 'MCQ', read: multichoice },
  matching: { type: 'MatchQComponent', read: matching },
  truefalse: { type: 'TrueOrFalse', read: truefalse },
  shortanswer: { type: 'FillTheBlank', read: shortanswer },
};

const FEEDBACK_PER_ANSWER_DROPPED = 'Feedback on each answer was dropped: no counterpart here.';

/** The answers of the question as Moodle XML elements, or why they cannot be read. */
function answersOf(kind: GiftKind, question: GiftQuestion): MoodleElement | string {
  const answers = question.answers ?? '';
  switch (kind) {
    case 'essay':
      return { responseformat: 'editor' };
    case 'numerical':
      return numericalAnswers(answers, question.format);
    case 'multichoice':
      return multichoiceAnswers(answers, question.format);
    case 'matching':
      return matchingAnswers(answers, question.format);
    case 'truefalse':
      return trueFalseAnswers(answers);
    case 'shortanswer':
      return shortAnswers(answers, question.format);
  }
}

/** Whether any answer of the question carried feedback of its own. */
function hasAnswerFeedback(element: MoodleElement): boolean {
  const answers = Array.isArray(element.answer) ? (element.answer as MoodleElement[]) : [];
  const own = Array.isArray(element.answerFeedback) ? (element.answerFeedback as string[]) : [];
  return own.some((text) => text !== '') || answers.some((answer) => plainOf(answer.feedback) !== '');
}

/** The question text as HTML: the missing word's place is Moodle's `_____` where the answers stood inside the text. */
function questionHtml(question: GiftQuestion): string {
  return htmlIn(question.inText ? `${question.before}_____${question.after}` : question.before, question.format);
}

/**
 * A short answer inside its text (`Two plus two equals {=four =4}.`) is a
 * blank in place; its keys and notes come from the short-answer reading.
 */
function missingWord(question: GiftQuestion, read: Record<string, unknown>, name: string, notes: string[]) {
  const blanks = read.blanks as { answers: string[] }[];
  const { content, blanks: inPlace } = gapRichText(
    [
      giftHtml(question.before.trimStart(), question.format),
      { answers: blanks[0].answers },
      giftHtml(question.after.trimEnd(), question.format),
    ],
    notes,
  );
  return { ...read, header: nameHeader({}, name || 'Fill in the blank.', notes), content, blanks: inPlace };
}

function readQuestion(question: GiftQuestion, index: number, context: MoodleContext): ReadItem {
  const html = questionHtml(question);
  const name = question.name || htmlToText(html).replace(/\s+/g, ' ').trim().slice(0, 80) || `Question ${index}`;
  const itemContext = { tags: context.tags, subject: context.subject };
  if (question.problem) return skippedItem(name, 'gift', question.problem, itemContext);
  if (question.answers === null)
    return skippedItem(name, 'description', 'A description is text without a question; nothing to answer.', itemContext);
  const kind = kindOf(question.answers);
  const answers = answersOf(kind, question);
  if (typeof answers === 'string') return skippedItem(name, kind, answers, itemContext);
  const notes: string[] = [];
  const read = READERS[kind].read({ ...answers, questiontext: { text: html } }, notes);
  if (typeof read === 'string') return { ...skippedItem(name, kind, read, itemContext), notes: [...new Set(notes)] };
  if (!['multichoice', 'numerical'].includes(kind) && hasAnswerFeedback(answers)) notes.push(FEEDBACK_PER_ANSWER_DROPPED);
  const feedback = plainOf(htmlIn(question.generalFeedback, question.format));
  if (feedback.length > LIMITS.note) notes.push(`The general feedback was cut to ${LIMITS.note} characters.`);
  const fields = kind === 'shortanswer' && question.inText ? missingWord(question, read, question.name, notes) : read;
  return {
    name,
    sourceType: kind,
    draft: draftOf(READERS[kind].type, { ...fields, feedback: feedback.slice(0, LIMITS.note) }),
    notes: [...new Set(notes)],
    ...itemContext,
  };
}

/**
 * The questions of a GIFT file, in file order, each mapped or skipped with
 * its reason; `$CATEGORY:` gives the subject. A text where no question has
 * braces is not a GIFT file (a file sent by mistake) and is refused.
 */
export function readGift(text: string): ReadItem[] {
  let context: MoodleContext = { tags: [], subject: '' };
  const items: ReadItem[] = [];
  const blocks = splitGift(text);
  if (!blocks.some((block) => block.kind === 'question' && (block.answers !== null || block.problem)))
    throw badRequest(QUESTION_FILE_NOT_GIFT);
  for (const block of blocks) {
    if (block.kind === 'category') context = categoryContext(block.path);
    else items.push(readQuestion(block, items.length + 1, context));
  }
  return items;
}
