import { Flex, Typography } from 'antd';
import { applicantText } from '@mizan/shared';
import { SortableList } from '../../components/dnd/SortableList';
import { optionLabel } from '../../components/list-options/option-label';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ExamProps } from '../question-type-ui';
import { examOrder, moveInAnswer } from './order-edits';

/**
 * Order, examMode: the applicant puts the items in order by dragging them or
 * with each item's Move up / Move down buttons. It starts from toExamView's
 * shuffled order (never the correct one); every move calls onAnswer with all
 * option ids in the new order.
 */
export function OrderExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'OrderComponent'>) {
  const byId = new Map(question.options.map((option, index) => [option.id, { option, index }]));
  const order = examOrder(question, answer);
  return (
    <Flex vertical gap="small" dir={direction}>
      {!disabled && (
        <Typography.Text type="secondary">
          <bdi>{applicantText(direction).boards.orderInstruction}</bdi>
        </Typography.Text>
      )}
      <SortableList
        ariaLabel={applicantText(direction).names.yourOrder}
        moveUpLabel={applicantText(direction).names.moveUp}
        moveDownLabel={applicantText(direction).names.moveDown}
        direction={direction}
        disabled={disabled}
        onMove={(from, to) => onAnswer(moveInAnswer(question, answer, from, to))}
        items={order.map((id) => {
          const entry = byId.get(id);
          if (!entry) throw new Error(`Unknown option ${id}`);
          return {
            id,
            label: optionLabel(entry.option, entry.index),
            content: <RichTextView value={entry.option.option} direction={direction} />,
          };
        })}
      />
    </Flex>
  );
}
