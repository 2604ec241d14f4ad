import { CheckOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import { CORRECT_ANSWER_REQUIRED, OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';
import { MatchBoard } from './MatchBoard';
import { isKeyComplete, keySlots, setKeyMatch } from './match-edits';

/**
 * Match, answeringMode: for each option, drag its matching possible answer
 * next to it or pick it from the option's select → correctPossibleAnswers.
 */
export function MatchAnswerKey({ question, onChange, direction }: AuthoringProps<'MatchQComponent'>) {
  const unequal = question.options.length !== question.PossibleAnswers.length;
  return (
    <Flex vertical gap="small" dir={direction}>
      <Typography.Text type="secondary">
        Put the correct possible answer next to each option: drag it there, or pick it from the list.
      </Typography.Text>
      <MatchBoard
        options={question.options}
        possibleAnswers={question.PossibleAnswers}
        slots={keySlots(question)}
        onAssign={(index, answerId) => onChange(setKeyMatch(question, index, answerId))}
        direction={direction}
      />
      {unequal ? (
        <Alert type="warning" showIcon title={OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS} />
      ) : isKeyComplete(question) ? (
        <Typography.Text type="success">
          <CheckOutlined /> Every option has its match.
        </Typography.Text>
      ) : (
        <Alert type="warning" showIcon title={CORRECT_ANSWER_REQUIRED} />
      )}
    </Flex>
  );
}
