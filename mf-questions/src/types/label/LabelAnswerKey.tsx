import { CheckOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import { CORRECT_ANSWER_REQUIRED, IMAGE_REQUIRED } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';
import { LabelBoard } from './LabelBoard';
import { TOO_FEW_SPOTS } from './LabelSetup';
import { isKeyComplete, keySlots, setKeyPlacement } from './label-edits';

/**
 * Label, answeringMode: put each label on its correct spot, by dragging it
 * onto the spot or with the label's select → correctOptions (and the label's
 * top/left follow its spot).
 */
export function LabelAnswerKey({ question, onChange, direction }: AuthoringProps<'LabelQComponent'>) {
  if (question.image === '')
    return (
      <Alert type="warning" showIcon title={IMAGE_REQUIRED} description="Add the picture and its drop spots in Question setup first." />
    );
  if (question.labels.length === 0 || question.options.length === 0) {
    return <Alert type="info" showIcon title="Add labels and drop spots in Question setup first." />;
  }
  return (
    <Flex vertical gap="small" dir={direction}>
      <Typography.Text type="secondary">Put each label on its correct spot: drag it there, or pick the spot from its list.</Typography.Text>
      <LabelBoard
        image={question.image}
        labels={question.labels}
        spots={question.options}
        slots={keySlots(question)}
        onPlace={(index, spotId) => onChange(setKeyPlacement(question, index, spotId))}
        direction={direction}
      />
      {question.labels.length > question.options.length ? (
        <Alert type="warning" showIcon title={TOO_FEW_SPOTS} />
      ) : isKeyComplete(question) ? (
        <Typography.Text type="success">
          <CheckOutlined /> Every label has its spot.
        </Typography.Text>
      ) : (
        <Alert type="warning" showIcon title={CORRECT_ANSWER_REQUIRED} />
      )}
    </Flex>
  );
}
