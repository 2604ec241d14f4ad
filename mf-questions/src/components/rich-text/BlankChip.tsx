import { Tag } from 'antd';
import { BLANK_PLACEHOLDER } from '@mizan/shared';

/**
 * How a FillTheBlank gap shows inside rich text: '_____ 1' (its place in
 * reading order) in the editor, '_____' where no number is wanted.
 */
export function BlankChip({ number }: { number?: number }) {
  const label = number === undefined ? BLANK_PLACEHOLDER : `${BLANK_PLACEHOLDER} ${number}`;
  return (
    <Tag
      color="processing"
      style={{ marginInline: 2, fontFamily: 'monospace' }}
      aria-label={number === undefined ? 'blank' : `blank ${number}`}
    >
      {label}
    </Tag>
  );
}
