import { Alert, Flex, Typography } from 'antd';
import { OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS } from '@mizan/shared';
import { ListOptionsEditor } from '../../components/list-options/ListOptionsEditor';
import { ScoreModeField } from '../../components/score-mode/ScoreModeField';
import type { AuthoringProps } from '../question-type-ui';
import { answerLetter, setMatchOptions, setPossibleAnswers, setScoreMode } from './match-edits';

/**
 * Match, editingMode: the options (left column, numbered) and the possible
 * answers (right column, lettered), rich text each, added and removed
 * independently, and the scoring mode. Shuffling the options is the frame's
 * common 'Shuffle options' flag (the possible answers are always shuffled,
 * toExamView); this body only says what it does. Which answer matches which
 * option is set in answer mode.
 */
export function MatchSetup({ question, onChange, direction }: AuthoringProps<'MatchQComponent'>) {
  const unequal = question.options.length !== question.PossibleAnswers.length;
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Flex wrap gap="large" align="start">
        <Flex vertical gap="small" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Text strong>Options</Typography.Text>
          <ListOptionsEditor
            items={question.options}
            onChange={(options) => onChange(setMatchOptions(question, options))}
            direction={direction}
            itemName="Option"
            addLabel="Add option"
          />
        </Flex>
        <Flex vertical gap="small" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Text strong>Possible answers</Typography.Text>
          <ListOptionsEditor
            items={question.PossibleAnswers}
            onChange={(answers) => onChange(setPossibleAnswers(question, answers))}
            direction={direction}
            itemName="Possible answer"
            addLabel="Add possible answer"
            marker={answerLetter}
            warnTooFew={false}
          />
        </Flex>
      </Flex>
      {unequal && <Alert type="warning" showIcon title={OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS} />}
      <ScoreModeField
        value={question.scoreMode}
        onChange={(mode) => onChange(setScoreMode(question, mode))}
        unit="option matched correctly"
      />
      <Typography.Text type="secondary">
        {question.shuffleOptions
          ? 'Each applicant sees the options shuffled (Shuffle options is on); the possible answers are always shuffled.'
          : 'Each applicant sees the options in this order (turn on Shuffle options to shuffle them); the possible answers are always shuffled.'}
      </Typography.Text>
    </Flex>
  );
}
