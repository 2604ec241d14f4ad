import { Flex, Typography } from 'antd';
import { applicantText } from '@mizan/shared';
import type { ExamProps } from '../question-type-ui';
import { MatchBoard } from './MatchBoard';
import { answerSlots, setExamMatch } from './match-edits';

/**
 * Match, examMode: the applicant drags a possible answer next to each option,
 * or picks it from the option's select. Options and possible answers come in
 * toExamView's order (possible answers always shuffled). Every change calls
 * onAnswer with all current matches.
 */
export function MatchExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'MatchQComponent'>) {
  return (
    <Flex vertical gap="small" dir={direction}>
      {!disabled && (
        <Typography.Text type="secondary">
          <bdi>{applicantText(direction).boards.matchInstruction}</bdi>
        </Typography.Text>
      )}
      <MatchBoard
        options={question.options}
        possibleAnswers={question.PossibleAnswers}
        slots={answerSlots(question, answer)}
        onAssign={(index, answerId) => onAnswer(setExamMatch(question, answer, index, answerId))}
        disabled={disabled}
        direction={direction}
        poolTitle={applicantText(direction).boards.answers}
      />
    </Flex>
  );
}
