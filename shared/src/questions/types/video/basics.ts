import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { NEW_RECORDING } from '../common/recording';
import type { QuestionTypeBasics } from '../question-type-definition';

export const videoBasics: QuestionTypeBasics<'VideoComponent'> = {
  info: { type: 'VideoComponent', label: 'Video', route: '/videoqst', scoring: 'manual' },
  create: () => ({ ...newQuestionCommon('VideoComponent'), ...NEW_RECORDING }),
  examView: (question) => examCommon<'VideoComponent'>(question),
};
