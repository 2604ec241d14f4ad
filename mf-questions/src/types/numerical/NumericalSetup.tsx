import { Divider, Flex } from 'antd';
import type { AuthoringProps } from '../question-type-ui';
import { AcceptedAnswersEditor } from './AcceptedAnswersEditor';
import { UnitsEditor } from './UnitsEditor';

/** Numerical, editingMode: the accepted answers with their tolerance and credit, then the units and whether one is required. */
export function NumericalSetup({ question, onChange, direction }: AuthoringProps<'Numerical'>) {
  return (
    <Flex vertical dir={direction}>
      <AcceptedAnswersEditor question={question} onChange={onChange} direction={direction} />
      <Divider />
      <UnitsEditor question={question} onChange={onChange} direction={direction} />
    </Flex>
  );
}
