import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, theme } from 'antd';
import Segmented from 'antd/es/segmented';
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
}

/** Pen colour and width, Undo (the last stroke) and Clear (everything). */
export function DrawingToolbar({ color, onColor, width, onWidth, canUndo, onUndo, canClear, onClear }: DrawingToolbarProps) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap="middle" align="center">
      <Radio.Group
        value={color}
        onChange={(event) => onColor(event.target.value as string)}
        aria-label="Pen colour"
        optionType="button"
        size="small"
      >
        {PEN_COLORS.map((pen) => (
          <Radio.Button key={pen.value} value={pen.value} aria-label={pen.name} title={pen.name}>
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
        aria-label="Pen width"
        size="small"
        value={width}
        onChange={(value) => onWidth(Number(value))}
        options={PEN_WIDTHS.map((pen) => ({ value: pen.value, label: pen.name }))}
      />
      <Flex gap="small">
        <Button icon={<UndoOutlined />} onClick={onUndo} disabled={!canUndo}>
          Undo
        </Button>
        <Button icon={<ClearOutlined />} onClick={onClear} disabled={!canClear}>
          Clear
        </Button>
      </Flex>
    </Flex>
  );
}
