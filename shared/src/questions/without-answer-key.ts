import type { Question } from './question';
import { withRandomItemIds } from './random-item-ids';
import { emptyRichText } from './rich-text';
import { numericalWithoutAnswerKey } from './types/numerical/answer';

const byId = <T extends { id: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The question as staff who may only read it see it (a bank question shared
 * read-only): still a whole question of its type, so it can be shown and
 * copied into an assessment, but with every answer key, note and answer
 * emptied. Lists whose order is the key (Order items, Match answers, Label
 * texts) are given random ids and put in id order, so neither their order
 * nor their ids tell the key; Label texts lose the places the author put
 * them, which are their spots. A copy needs its key set again before it
 * can be saved.
 */
export function withoutAnswerKey(question: Question): Question {
  const randomised = withRandomItemIds(question);
  const common = { ...randomised, score: '', feedback: '' };
  switch (common.type) {
    case 'MCQ':
    case 'RIASEC':
      return { ...common, options: common.options.map((option) => ({ ...option, isTrue: false, selected: false, authorNote: '' })) };
    case 'TrueOrFalse':
      return {
        ...common,
        correctAnswerChosen: false,
        options: [
          { ...common.options[0], isTrue: false, selected: false },
          { ...common.options[1], isTrue: false, selected: false },
        ],
      };
    case 'FillTheBlank':
      return { ...common, blanks: common.blanks.map((blank) => ({ ...blank, answers: [], value: '' })) };
    case 'VideoComponent':
    case 'AudioComponent':
      return { ...common, mediaBlobUrl: '', isRecording: false };
    case 'OrderComponent':
      return { ...common, options: byId(common.options), correctOptions: [] };
    case 'MatchQComponent':
      return { ...common, PossibleAnswers: byId(common.PossibleAnswers), correctPossibleAnswers: [], matchedPossibleAnswers: [] };
    case 'LabelQComponent':
      return {
        ...common,
        labels: byId(common.labels).map((spot) => ({ ...spot, top: 0, left: 0 })),
        options: common.options.map((spot) => ({ ...spot, value: '' })),
        correctOptions: [],
        placedOptions: [],
      };
    case 'EssayComponent':
      return { ...common, stdanswer: emptyRichText(), stdanswerTxt: '', count: 0, overcount: false };
    case 'FileUploadEnhanced':
      return { ...common, files: [] };
    case 'ImageHighlight':
      return { ...common, qstImageAfterDrawing: '', authorNote: '' };
    case 'Numerical':
      return numericalWithoutAnswerKey(common);
  }
}
