import type { QuestionAnswer } from './answer';
import { countRichTextWords } from './count-words';
import type { ListOption, Question } from './question';
import { emptyRichText, isEmptyRichText, plainText } from './rich-text';
import { numericalType } from './types/numerical';

/**
 * The question with the seed's answer fields filled from `answer` (see the
 * table in answer.ts), for grading views that show an answered question.
 * With no answer, or an answer of another type, the answer fields are
 * cleared, so a snapshot never shows someone else's ticks. Nothing else
 * changes: the answer key stays, so never send the result to an applicant
 * in exam mode (that is toExamView).
 */
export function applyAnswer(question: Question, answer: QuestionAnswer | null | undefined): Question {
  const given = answer && answer.type === question.type ? answer : null;
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC': {
      const selected = new Set(given?.type === 'MCQ' ? given.selected : given?.type === 'RIASEC' ? [given.optionId] : []);
      return { ...question, options: question.options.map((option) => ({ ...option, selected: selected.has(option.id) })) };
    }
    case 'TrueOrFalse': {
      const chosen = given?.type === 'TrueOrFalse' ? given.optionId : null;
      const [truth, falsehood] = question.options;
      return {
        ...question,
        options: [
          { ...truth, selected: chosen === 'True' },
          { ...falsehood, selected: chosen === 'False' },
        ],
      };
    }
    case 'FillTheBlank': {
      const values = new Map(given?.type === 'FillTheBlank' ? given.blanks.map((blank) => [blank.blankId, blank.value]) : []);
      return { ...question, blanks: question.blanks.map((blank) => ({ ...blank, value: values.get(blank.id) ?? '' })) };
    }
    case 'VideoComponent':
    case 'AudioComponent': {
      const url = given?.type === 'VideoComponent' || given?.type === 'AudioComponent' ? given.mediaUrl : '';
      return { ...question, mediaBlobUrl: url, isRecording: false, showRecordingOpt: url === '' };
    }
    case 'OrderComponent': {
      if (given?.type !== 'OrderComponent') return question;
      return { ...question, options: reorder(question.options, given.order) };
    }
    case 'MatchQComponent': {
      const matches = new Map(
        given?.type === 'MatchQComponent' ? given.matches.map((match) => [match.optionId, match.possibleAnswerId]) : [],
      );
      return { ...question, matchedPossibleAnswers: question.options.map((option) => matches.get(option.id) ?? '') };
    }
    case 'LabelQComponent': {
      const placements = new Map(
        given?.type === 'LabelQComponent' ? given.placements.map((placement) => [placement.labelId, placement.optionId]) : [],
      );
      return { ...question, placedOptions: question.labels.map((label) => placements.get(label.id) ?? '') };
    }
    case 'EssayComponent': {
      const text = given?.type === 'EssayComponent' ? given.text : emptyRichText();
      const count = countRichTextWords(text);
      return { ...question, stdanswer: text, stdanswerTxt: plainText(text), count, overcount: count > question.wordlimit };
    }
    case 'FileUploadEnhanced':
      return { ...question, files: given?.type === 'FileUploadEnhanced' ? given.files : [] };
    case 'ImageHighlight':
      return { ...question, qstImageAfterDrawing: given?.type === 'ImageHighlight' ? given.drawingUrl : '' };
    case 'Numerical':
      return numericalType.applyAnswer(question, given?.type === 'Numerical' ? given : null);
  }
}

/** The options in the order of `ids`; unknown ids are skipped and options not named keep their place after them. */
function reorder(options: readonly ListOption[], ids: readonly string[]): ListOption[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const ordered: ListOption[] = [];
  for (const id of ids) {
    const option = byId.get(id);
    if (option) {
      ordered.push(option);
      byId.delete(id);
    }
  }
  return [...ordered, ...byId.values()];
}

/**
 * The reverse, for data in the seed's form (answers inside the question,
 * e.g. the seed's answerdquestions): the answer its fields hold, or null when
 * they hold none. An Order question's options are always an order, so its
 * answer is never null here.
 */
export function answerFromQuestion(question: Question): QuestionAnswer | null {
  switch (question.type) {
    case 'MCQ': {
      const selected = question.options.filter((option) => option.selected).map((option) => option.id);
      return selected.length > 0 ? { type: 'MCQ', selected } : null;
    }
    case 'RIASEC': {
      const chosen = question.options.find((option) => option.selected);
      return chosen ? { type: 'RIASEC', optionId: chosen.id } : null;
    }
    case 'TrueOrFalse': {
      const chosen = question.options.find((option) => option.selected);
      return chosen ? { type: 'TrueOrFalse', optionId: chosen.id } : null;
    }
    case 'FillTheBlank': {
      const blanks = question.blanks.filter((blank) => blank.value !== '').map((blank) => ({ blankId: blank.id, value: blank.value }));
      return blanks.length > 0 ? { type: 'FillTheBlank', blanks } : null;
    }
    case 'VideoComponent':
    case 'AudioComponent':
      return question.mediaBlobUrl === '' ? null : { type: question.type, mediaUrl: question.mediaBlobUrl };
    case 'OrderComponent':
      return { type: 'OrderComponent', order: question.options.map((option) => option.id) };
    case 'MatchQComponent': {
      const matches = question.options
        .map((option, index) => ({ optionId: option.id, possibleAnswerId: question.matchedPossibleAnswers[index] ?? '' }))
        .filter((match) => match.possibleAnswerId !== '');
      return matches.length > 0 ? { type: 'MatchQComponent', matches } : null;
    }
    case 'LabelQComponent': {
      const placements = question.labels
        .map((label, index) => ({ labelId: label.id, optionId: question.placedOptions[index] ?? '' }))
        .filter((placement) => placement.optionId !== '');
      return placements.length > 0 ? { type: 'LabelQComponent', placements } : null;
    }
    case 'EssayComponent':
      return isEmptyRichText(question.stdanswer) ? null : { type: 'EssayComponent', text: question.stdanswer };
    case 'FileUploadEnhanced':
      return question.files.length > 0 ? { type: 'FileUploadEnhanced', files: question.files } : null;
    case 'ImageHighlight':
      return question.qstImageAfterDrawing === '' ? null : { type: 'ImageHighlight', drawingUrl: question.qstImageAfterDrawing };
    case 'Numerical':
      return numericalType.answerFromQuestion(question);
  }
}
