import { Alert, Flex } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { AuthoringProps } from '../question-type-ui';

const numbers = new Intl.NumberFormat('en');

/**
 * EssayComponent, answeringMode: essays have no answer key (the model has
 * no model-answer field); a teacher marks each one in gradingModeTeacher.
 * The limits the applicant will work under are summed up here.
 */
export function EssayAnswerKey({ question, direction }: AuthoringProps<'EssayComponent'>) {
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Alert
        type="info"
        showIcon
        title="Essays are graded by hand"
        description={
          <bdi>There is no correct answer to set: a teacher reads each answer and gives its score and feedback in grading mode.</bdi>
        }
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'limit', label: 'Word limit', children: numbers.format(question.wordlimit) },
          { key: 'over', label: 'Over the limit', children: question.allowOverLimit ? 'may be submitted' : 'cannot be submitted' },
          {
            key: 'shown',
            label: 'The applicant sees',
            children:
              [question.showWordCount ? 'the word count' : null, question.showWordLimit ? 'the word limit' : null]
                .filter(Boolean)
                .join(' and ') || 'neither the count nor the limit',
          },
        ]}
      />
    </Flex>
  );
}
