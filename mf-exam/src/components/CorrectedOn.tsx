import { Flex, Tag, Typography } from 'antd';
import type { TextDirection } from '@mizan/shared';
import { correctedOnWords, correctionDate } from './corrected-on';

/** 'Corrected on {date}' under a question's mark in the released result, when a regrade corrected it; nothing otherwise. */
export function CorrectedOn({ at, direction }: { at: string | null | undefined; direction: TextDirection }) {
  if (!at) return null;
  const words = correctedOnWords(direction);
  return (
    <Flex data-testid="corrected-on" gap={8} align="center" wrap style={{ marginTop: 8 }}>
      <Tag color="blue" style={{ marginInlineEnd: 0 }}>
        <time dateTime={at}>{words.label(correctionDate(at, direction))}</time>
      </Tag>
      <Typography.Text type="secondary">{words.explanation}</Typography.Text>
    </Flex>
  );
}
