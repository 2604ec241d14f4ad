import { LIMITS, QUESTION_FILE_NOT_MOODLE } from '@mizan/shared';
import { badRequest } from '../../errors';
import { CALCULATED_NO_COUNTERPART } from './import-notes';
import { categoryContext, tagsOf, type MoodleContext } from './moodle-category';
import { matching, multichoice, ordering, truefalse } from './moodle-choice';
import type { MoodleReader } from './moodle-common';
import { dragOntoImage } from './moodle-drag-image';
import { essay } from './moodle-essay';
import { cloze, gapChoices, shortanswer } from './moodle-gaps';
import { numerical } from './moodle-numerical';
import { asElement, asList, attributeOf, plainOf, resolvedHtml, valueOf, type MoodleElement } from './moodle-text';
import { draftOf, skippedItem, type ReadItem } from './read-item';
import { parseXmlObject } from './xml-document';

const LISTS = new Set(['question', 'answer', 'subquestion', 'tag', 'file', 'selectoption', 'dragbox', 'drag', 'drop', 'hint', 'unit']);

/** Why a Moodle type is not imported. */
const NO_COUNTERPART: Record<string, string> = {
  calculated: CALCULATED_NO_COUNTERPART,
  calculatedsimple: CALCULATED_NO_COUNTERPART,
  calculatedmulti: CALCULATED_NO_COUNTERPART,
  description: 'A description is text without a question; nothing to answer.',
  random: "A random slot is Moodle's own draw, not a question.",
  randomsamatch: 'A random short-answer matching question is built from other questions per attempt; no counterpart here.',
  ddmarker: 'Drag markers are marked by areas of any shape; the Label question here needs a spot per label.',
};

type DraftType = Parameters<typeof draftOf>[0];

/** Each Moodle type we read, under the name Moodle's format code writes and the older or plugin spellings. */
const READERS: Record<string, { type: DraftType | ((question: MoodleElement) => DraftType); read: MoodleReader }> = {
  multichoice: { type: 'MCQ', read: multichoice },
  multichoiceset: {
    type: 'MCQ',
    read: (question, notes) => multichoice({ ...question, single: 'false', '@type': 'multichoiceset' }, notes),
  },
  truefalse: { type: 'TrueOrFalse', read: truefalse },
  shortanswer: { type: 'FillTheBlank', read: shortanswer },
  numerical: { type: 'Numerical', read: numerical },
  cloze: { type: 'FillTheBlank', read: cloze },
  multianswer: { type: 'FillTheBlank', read: cloze },
  gapselect: { type: 'FillTheBlank', read: gapChoices },
  ddwtos: { type: 'FillTheBlank', read: gapChoices },
  matching: { type: 'MatchQComponent', read: matching },
  match: { type: 'MatchQComponent', read: matching },
  ordering: { type: 'OrderComponent', read: ordering },
  ddimageortext: { type: 'LabelQComponent', read: dragOntoImage },
  essay: { type: (question) => (valueOf(question.responseformat) === 'noinline' ? 'FileUploadEnhanced' : 'EssayComponent'), read: essay },
};

const hasText = (field: unknown) => plainOf(field) !== '' || /<img\b/i.test(valueOf(field));

/**
 * General feedback becomes our `feedback` (plain text); what else Moodle
 * keeps beside the question and we have no place for is named in a note.
 */
function feedbackOf(question: MoodleElement, kind: string, notes: string[]): string {
  const general = plainOf(resolvedHtml(question.generalfeedback));
  if (/<img\b/i.test(valueOf(question.generalfeedback)))
    notes.push("The general feedback's pictures were dropped: feedback here is plain text.");
  if (general.length > LIMITS.note) notes.push(`The general feedback was cut to ${LIMITS.note} characters.`);
  if (['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].some((name) => hasText(question[name])))
    notes.push('The feedback for right, partly right and wrong responses was dropped: no counterpart here.');
  const hints = asList(question.hint).filter(hasText).length;
  if (hints > 0) notes.push(`${hints === 1 ? 'A hint was' : `${hints} hints were`} dropped: a question here gives no hints.`);
  if (hasText(question.graderinfo)) notes.push('The grader information (marking guide) was dropped: no counterpart here.');
  if (!['multichoice', 'multichoiceset', 'numerical'].includes(kind) && asList(question.answer).some((answer) => hasText(answer.feedback)))
    notes.push('Feedback on each answer was dropped: no counterpart here.');
  return general.slice(0, LIMITS.note);
}

/** The questions of a Moodle XML file, in file order, each mapped or skipped with its reason. */
export function readMoodleXml(text: string): ReadItem[] {
  const document = parseXmlObject(text, LISTS);
  if (!('quiz' in document)) throw badRequest(QUESTION_FILE_NOT_MOODLE);
  let context: MoodleContext = { tags: [], subject: '' };
  const items: ReadItem[] = [];
  for (const question of asList(asElement(document.quiz).question)) {
    const kind = attributeOf(question, 'type');
    if (kind === 'category') {
      context = categoryContext(valueOf(question.category));
      continue;
    }
    const name = plainOf(question.name).slice(0, 200) || `Question ${items.length + 1}`;
    const notes: string[] = [];
    const itemContext = { tags: tagsOf(question, context, notes), subject: context.subject };
    const reader = READERS[kind];
    if (!reader) {
      const reason = NO_COUNTERPART[kind] ?? `The Moodle question type "${kind}" has no counterpart here.`;
      items.push({ ...skippedItem(name, kind, reason, itemContext), notes });
      continue;
    }
    const read = reader.read(question, notes);
    if (typeof read === 'string') {
      items.push({ ...skippedItem(name, kind, read, itemContext), notes: [...new Set(notes)] });
      continue;
    }
    const feedback = feedbackOf(question, kind, notes);
    const type = typeof reader.type === 'function' ? reader.type(question) : reader.type;
    items.push({ name, sourceType: kind, draft: draftOf(type, { ...read, feedback }), notes: [...new Set(notes)], ...itemContext });
  }
  return items;
}
