import { Flex, Typography } from 'antd';
import { ListOptionsEditor } from '../../components/list-options/ListOptionsEditor';
import { ScoreModeField } from '../../components/score-mode/ScoreModeField';
import type { AuthoringProps } from '../question-type-ui';
import { setOrderOptions, setScoreMode } from './order-edits';

/**
 * Order, editingMode: the items (rich text each, in any order: the correct
 * order is arranged in answer mode), add and remove, and the scoring mode.
 */
export function OrderSetup({ question, onChange, direction }: AuthoringProps<'OrderComponent'>) {
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Flex vertical gap="small">
        <Typography.Text strong>Items to order</Typography.Text>
        <Typography.Text type="secondary">The applicant sees them shuffled; arrange the correct order in answer mode.</Typography.Text>
        <ListOptionsEditor
          items={question.options}
          onChange={(options) => onChange(setOrderOptions(question, options))}
          direction={direction}
          itemName="Option"
          addLabel="Add option"
        />
      </Flex>
      <ScoreModeField
        value={question.scoreMode}
        onChange={(mode) => onChange(setScoreMode(question, mode))}
        unit="item in its correct place"
      />
    </Flex>
  );
}
