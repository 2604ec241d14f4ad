import { Flex, Typography, theme } from 'antd';
import type { ListOption } from '@mizan/shared';
import type { ReactNode } from 'react';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { VerdictMark } from '../../components/verdict/VerdictMark';

export interface OrderReviewListProps {
  title: string;
  items: ListOption[];
  /** Per position: ✓ in its correct position, ✗ not; none for the correct order itself. */
  marks?: boolean[];
  direction: 'ltr' | 'rtl';
  testId: string;
}

/** A read-only numbered list of Order items, each optionally marked ✓ or ✗. */
export function OrderReviewList({ title, items, marks, direction, testId }: OrderReviewListProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXS} style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <ol aria-label={title} data-testid={testId} style={{ margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const right = marks?.[index];
          const border = right === undefined ? token.colorBorder : right ? token.colorSuccessBorder : token.colorErrorBorder;
          const background = right === undefined ? token.colorFillQuaternary : right ? token.colorSuccessBg : token.colorErrorBg;
          let mark: ReactNode = null;
          if (right !== undefined)
            mark = <VerdictMark right={right} what={right ? 'in its correct position' : 'not in its correct position'} />;
          return (
            <li
              key={item.id}
              style={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: token.marginXS,
                padding: `${token.paddingXXS}px ${token.paddingSM}px`,
                marginBottom: token.marginXXS,
                border: `1px solid ${border}`,
                borderRadius: token.borderRadius,
                background,
              }}
            >
              <span aria-hidden style={{ minWidth: '1.5em', fontWeight: 600, color: token.colorTextSecondary }}>
                {index + 1}.
              </span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <RichTextView value={item.option} direction={direction} />
              </div>
              {mark}
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
