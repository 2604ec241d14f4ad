import type { QuestionTypeBasics } from '../question-type-definition';
import { newNumericalQuestion } from './defaults';
import { numericalExamView } from './exam-view';

export const numericalBasics: QuestionTypeBasics<'Numerical'> = {
  type: 'Numerical',
  info: { type: 'Numerical', label: 'Numerical', arabicLabel: 'إجابة عددية', route: '/numerical', scoring: 'auto' },
  create: newNumericalQuestion,
  examView: numericalExamView,
};
