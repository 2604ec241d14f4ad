import { examCommon } from '../../exam-view-parts';
import type { QuestionTypeBasics } from '../question-type-definition';
import { newNumericalQuestion } from './defaults';

export const numericalBasics: QuestionTypeBasics<'Numerical'> = {
  info: { type: 'Numerical', label: 'Numerical', arabicLabel: 'إجابة عددية', route: '/numerical', scoring: 'auto' },
  create: newNumericalQuestion,
  // The units to choose from, without their multipliers; never the accepted answers.
  examView: (question) => ({
    ...examCommon<'Numerical'>(question),
    units: question.units.map((unit) => ({ id: unit.id, unit: unit.unit })),
    unitHandling: question.unitHandling,
  }),
};
