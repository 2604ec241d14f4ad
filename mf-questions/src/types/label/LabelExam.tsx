import { Flex, Typography } from 'antd';
import { applicantText } from '@mizan/shared';
import type { ExamProps } from '../question-type-ui';
import { LabelBoard } from './LabelBoard';
import { placementSlots, setExamPlacement } from './label-edits';

/**
 * Label, examMode: the picture with its numbered spots; the applicant drags
 * each label onto a spot, or picks the spot from the label's select. The
 * projection has no captions and no correct positions. Every placement
 * calls onAnswer with all current placements.
 */
export function LabelExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'LabelQComponent'>) {
  return (
    <Flex vertical gap="small" dir={direction}>
      {!disabled && (
        <Typography.Text type="secondary">
          <bdi>{applicantText(direction).boards.labelInstruction}</bdi>
        </Typography.Text>
      )}
      <LabelBoard
        image={question.image}
        labels={question.labels}
        spots={question.options}
        slots={placementSlots(question, answer)}
        onPlace={(index, spotId) => onAnswer(setExamPlacement(question, answer, index, spotId))}
        disabled={disabled}
        direction={direction}
      />
    </Flex>
  );
}
