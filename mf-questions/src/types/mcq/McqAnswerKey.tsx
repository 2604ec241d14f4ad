import { Alert, Checkbox, Flex, Typography } from 'antd';
import { CORRECT_ANSWER_REQUIRED } from '@mizan/shared';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { AuthoringProps } from '../question-type-ui';
import { setCorrect } from './options';

/** MCQ, answeringMode: tick every correct option (isTrue); any number may be correct. Clicking an option's text ticks it too. */
export function McqAnswerKey({ question, onChange, direction }: AuthoringProps<'MCQ'>) {
  const correctCount = question.options.filter((option) => option.isTrue).length;
  return (
    <Flex vertical gap="small" dir={direction}>
      <Typography.Text type="secondary">
        <bdi>Tick every correct option; more than one may be correct.</bdi>
      </Typography.Text>
      {question.options.map((option, index) => (
        <Flex key={option.id} gap="small" align="start">
          <Checkbox
            id={`answer-key-${question.id}-${option.id}`}
            checked={option.isTrue}
            onChange={(event) => onChange(setCorrect(question, option.id, event.target.checked))}
            aria-label={`Option ${index + 1} is correct`}
          />
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <label
              htmlFor={`answer-key-${question.id}-${option.id}`}
              style={{ display: 'block', marginBlock: '-0.25em', cursor: 'pointer' }}
            >
              <RichTextView value={option.option} direction={direction} />
            </label>
            {option.authorNote.trim() !== '' && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>{`Note: ${option.authorNote}`}</bdi>
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ))}
      {correctCount === 0 ? (
        <Alert type="warning" showIcon title={CORRECT_ANSWER_REQUIRED} />
      ) : (
        <Typography.Text>
          <bdi>{correctCount === 1 ? '1 correct option' : `${correctCount} correct options`}</bdi>
        </Typography.Text>
      )}
    </Flex>
  );
}
