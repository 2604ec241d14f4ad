import { DEFAULT_COGNITIVE, DEFAULT_DIFFICULTY, DEFAULT_TOTAL_MARK } from './defaults';
import type { QuestionCommon } from './question';
import { newQuestionId } from './question-id';
import type { QuestionType } from './question-types';
import { emptyRichText } from './rich-text';

/** The common fields of a new question (SPEC §3; the defaults SPEC does not give are in defaults.ts). */
export function newQuestionCommon<Type extends QuestionType>(type: Type): QuestionCommon<Type> {
  return {
    id: newQuestionId(),
    type,
    mode: 'editingMode',
    header: emptyRichText(),
    headertxt: '',
    totalMark: DEFAULT_TOTAL_MARK,
    score: '',
    feedback: '',
    objectives: '',
    showObjectives: false,
    shuffleOptions: false,
    required: false,
    difficult: DEFAULT_DIFFICULTY,
    cognitive: DEFAULT_COGNITIVE,
    oneLineOptions: false,
  };
}
