import { Radio, Space, Typography } from 'antd';
import { TRUE_FALSE_OPTION_IDS, trueFalseLabel, type TrueFalseOptionId } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';
import { correctOptionOf, withCorrectOption } from './answer-key';

/** TrueOrFalse, answeringMode: the author picks the correct option (sets isTrue and correctAnswerChosen). */
export function TrueOrFalseAnswerKey({ question, onChange, direction }: AuthoringProps<'TrueOrFalse'>) {
  const correct = correctOptionOf(question);
  return (
    <Space orientation="vertical" dir={direction}>
      <Typography.Text id={`tf-key-${question.id}`}>The correct answer is:</Typography.Text>
      <Radio.Group
        aria-labelledby={`tf-key-${question.id}`}
        value={correct}
        onChange={(event) => onChange(withCorrectOption(question, event.target.value as TrueFalseOptionId))}
      >
        {TRUE_FALSE_OPTION_IDS.map((id) => (
          <Radio key={id} value={id}>
            {trueFalseLabel(id, direction)}
          </Radio>
        ))}
      </Radio.Group>
    </Space>
  );
}
