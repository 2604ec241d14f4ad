import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, theme } from 'antd';
import Segmented from 'antd/es/segmented';
import type { ApplicantText } from '@mizan/shared';
import { PEN_COLORS, PEN_WIDTHS } from './pens';

export interface DrawingToolbarProps {
  color: string;
  onColor: (color: string) => void;
  width: number;
  onWidth: (width: number) => void;
  canUndo: boolean;
  onUndo: () => void;
  canClear: boolean;
  onClear: () => void;
  /** In the assessment's language. */
  words: ApplicantText['drawing'];
}

/** Pen colour and width, Undo (the last stroke) and Clear (everything). */
export function DrawingToolbar({ color, onColor, width, onWidth, canUndo, onUndo, canClear, onClear, words }: DrawingToolbarProps) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap="middle" align="center">
      <Radio.Group
        value={color}
        onChange={(event) => onColor(event.target.value as string)}
        aria-label={words.penColour}
        optionType="button"
        size="small"
      >
        {PEN_COLORS.map((pen) => (
          <Radio.Button key={pen.value} value={pen.value} aria-label={words.colours[pen.name]} title={words.colours[pen.name]}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 14,
                height: 14,
                marginTop: 4,
                borderRadius: '50%',
                background: pen.value,
                border: `1px solid ${token.colorBorder}`,
              }}
            />
          </Radio.Button>
        ))}
      </Radio.Group>
      <Segmented
        aria-label={words.penWidth}
        size="small"
        value={width}
        onChange={(value) => onWidth(Number(value))}
        options={PEN_WIDTHS.map((pen) => ({ value: pen.value, label: words.widths[pen.name] }))}
      />
      <Flex gap="small">
        <Button icon={<UndoOutlined />} onClick={onUndo} disabled={!canUndo}>
          {words.undo}
        </Button>
        <Button icon={<ClearOutlined />} onClick={onClear} disabled={!canClear}>
          {words.clear}
        </Button>
      </Flex>
    </Flex>
  );
}
