import { parseMark } from './mark';
import { ITEM_ID_REPEATED } from './messages';
import type { Question } from './question';
import { RICH_TEXT_MAX_LENGTH, richTextLength, richTextTooLongMessage } from './rich-text';
import { rubricProblem } from '../rubrics/validate-rubric';
import type { QuestionRule } from './types/question-type-definition';
import { definitionOf } from './types/registry';

/**
 * The rules of `question`: its type's own (`rules` in types/<type>/, in the
 * order SPEC §5 lists them: where SPEC gives an explicit sequence
 * (TrueOrFalse, FillTheBlank, Video, Order) it is followed; otherwise the
 * total mark ("All types") first, then the type's own lines, then the
 * "MCQ-like and Label" header-and-options line, then the image lines; rules
 * marked "ours" follow SPEC's), then ours for every type: a manual
 * question's rubric, each item's id its own, and the rich-text length.
 */
function rulesOf(question: Question): QuestionRule[] {
  const definition = definitionOf(question.type);
  return [
    ...definition.rules(question),
    // ours: a manual question's rubric is complete and its best levels fit the total mark.
    () =>
      'rubric' in question && question.rubric !== undefined
        ? rubricProblem(question.rubric, parseMark(question.totalMark) ?? undefined)
        : null,
    () =>
      definition.itemLists(question).every((items) => new Set(items.map((item) => item.id)).size === items.length)
        ? null
        : ITEM_ID_REPEATED,
    () =>
      [question.header, ...definition.richTexts(question)].some((text) => richTextLength(text) > RICH_TEXT_MAX_LENGTH)
        ? richTextTooLongMessage()
        : null,
  ];
}

/**
 * The message the editor shows when saving `question` (SPEC §5, in an error
 * dialog titled 'error'): the first rule it breaks, or null when it may be saved.
 * Every type ends with our rules: each option's id its own, and the rich-text
 * length (100000 characters per text).
 */
export function validateQuestion(question: Question): string | null {
  for (const rule of rulesOf(question)) {
    const message = rule();
    if (message !== null) return message;
  }
  return null;
}

/** Every message `question` breaks, in order (for showing all at once or for tests). */
export function questionProblems(question: Question): string[] {
  return rulesOf(question)
    .map((rule) => rule())
    .filter((message): message is string => message !== null);
}
