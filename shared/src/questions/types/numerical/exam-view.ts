import type { ExamQuestionCommon } from '../../exam-question';
import { examCommon } from '../../exam-view-parts';
import type { NumericalQuestion, NumericalUnitHandling } from './model';

/** A Numerical question as an applicant receives it: the units to choose from (no multipliers), never the accepted answers. */
export interface ExamNumericalQuestion extends ExamQuestionCommon<'Numerical'> {
  units: { id: string; unit: string }[];
  unitHandling: NumericalUnitHandling;
}

export function numericalExamView(question: NumericalQuestion): ExamNumericalQuestion {
  return {
    ...examCommon<'Numerical'>(question),
    units: question.units.map((unit) => ({ id: unit.id, unit: unit.unit })),
    unitHandling: question.unitHandling,
  };
}
