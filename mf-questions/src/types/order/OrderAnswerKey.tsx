import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { CORRECT_ANSWER_REQUIRED, MIN_OPTIONS } from '@mizan/shared';
import { SortableList } from '../../components/dnd/SortableList';
import { optionLabel } from '../../components/list-options/option-label';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { AuthoringProps } from '../question-type-ui';
import { confirmKey, isKeyComplete, keyOrder, moveInKey } from './order-edits';

/**
 * Order, answeringMode: arrange the items into the correct order, by drag
 * and drop or with the Move up / Move down buttons → correctOptions. Until
 * the author moves an item or confirms the order as it stands, the key is not
 * set (a new or newly added item has no place yet).
 */
export function OrderAnswerKey({ question, onChange, direction }: AuthoringProps<'OrderComponent'>) {
  const byId = new Map(question.options.map((option, index) => [option.id, { option, index }]));
  const order = keyOrder(question);
  const complete = isKeyComplete(question);
  return (
    <Flex vertical gap="small" dir={direction}>
      <Typography.Text type="secondary">
        Drag the items, or use the arrow buttons, until they are in the correct order (first at the top).
      </Typography.Text>
      <SortableList
        ariaLabel="Correct order"
        direction={direction}
        onMove={(from, to) => onChange(moveInKey(question, from, to))}
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
      {complete ? (
        <Typography.Text type="success">
          <CheckOutlined /> The correct order is set.
        </Typography.Text>
      ) : (
        question.options.length >= MIN_OPTIONS && (
          <Alert
            type="warning"
            showIcon
            title={CORRECT_ANSWER_REQUIRED}
            description="Arrange the items, or confirm the order shown if it is already correct."
            action={
              <Button size="small" type="primary" onClick={() => onChange(confirmKey(question))}>
                This order is correct
              </Button>
            }
          />
        )
      )}
    </Flex>
  );
}
