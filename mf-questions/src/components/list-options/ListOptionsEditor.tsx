import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import type { ListOption } from '@mizan/shared';
import { MIN_OPTIONS, OPTIONS_TOO_FEW } from '@mizan/shared';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { addListOption, canAddListOption, removeListOption, setListOptionText } from './list-edits';

export interface ListOptionsEditorProps {
  items: readonly ListOption[];
  onChange: (items: ListOption[]) => void;
  direction: 'ltr' | 'rtl';
  /** The name of one item ('Option', 'Possible answer'): labels read "Option 2", "Remove option 2". */
  itemName: string;
  /** The add button's text ('Add option'). */
  addLabel: string;
  /** How each item is numbered: 1, 2, 3 by default; Match's possible answers use A, B, C. */
  marker?: (index: number) => string;
  /** Warn below two items (SPEC §5's message); Match's second column leaves this to the count check. */
  warnTooFew?: boolean;
}

/**
 * The Setup editor of a list of rich-text items (Order's options, both of
 * Match's columns): an editor per item with its remove button, and an add
 * button. Removing below two is allowed and warned about, as MCQ does.
 */
export function ListOptionsEditor({ items, onChange, direction, itemName, addLabel, marker, warnTooFew = true }: ListOptionsEditorProps) {
  const { token } = theme.useToken();
  const mark = marker ?? ((index: number) => String(index + 1));
  return (
    <Flex vertical gap="small" dir={direction}>
      {items.map((item, index) => {
        const name = `${itemName} ${mark(index)}`;
        const removeLabel = `Remove ${itemName.toLowerCase()} ${mark(index)}`;
        return (
          <Flex key={item.id} gap="small" align="start" data-testid={`list-option-${index + 1}`}>
            <Typography.Text strong aria-hidden style={{ minWidth: '1.75em', paddingTop: token.paddingXS, textAlign: 'center' }}>
              {mark(index)}
            </Typography.Text>
            <div style={{ flex: 1, minWidth: 0 }}>
              <RichTextEditor
                value={item.option}
                onChange={(text) => onChange(setListOptionText(items, item.id, text))}
                direction={direction}
                placeholder={name}
                ariaLabel={name}
              />
            </div>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={removeLabel}
              title={removeLabel}
              onClick={() => onChange(removeListOption(items, item.id))}
            />
          </Flex>
        );
      })}
      {warnTooFew && items.length < MIN_OPTIONS && <Alert type="warning" showIcon title={OPTIONS_TOO_FEW} />}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange(addListOption(items))} disabled={!canAddListOption(items)}>
          {addLabel}
        </Button>
      </div>
    </Flex>
  );
}
