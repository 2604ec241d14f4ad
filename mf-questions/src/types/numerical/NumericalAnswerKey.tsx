import type { AuthoringProps } from '../question-type-ui';
import { AcceptedAnswersEditor } from './AcceptedAnswersEditor';

/** Numerical, answeringMode (and the key editor of "Correct a key"): the accepted answers, their tolerance and credit. */
export function NumericalAnswerKey({ question, onChange, direction }: AuthoringProps<'Numerical'>) {
  return <AcceptedAnswersEditor question={question} onChange={onChange} direction={direction} />;
}
