import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { NEW_RECORDING } from '../common/recording';
import type { QuestionTypeBasics } from '../question-type-definition';

export const audioBasics: QuestionTypeBasics<'AudioComponent'> = {
  info: { type: 'AudioComponent', label: 'Audio', route: '/audioqst', scoring: 'manual' },
  create: () => ({ ...newQuestionCommon('AudioComponent'), ...NEW_RECORDING }),
  examView: (question) => examCommon<'AudioComponent'>(question),
};
