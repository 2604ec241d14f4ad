import { Flex, Typography, theme } from 'antd';

/**
 * A number with a small horizontal bar of `fraction` (0..1) of its width,
 * drawn from the start side (it follows the page's direction). The bar is
 * decoration: the number beside it says the same for screen readers.
 */
export function MeasureBar({ fraction, color, text, width = 64 }: { fraction: number; color: string; text: string; width?: number }) {
  const { token } = theme.useToken();
  const filled = Math.max(0, Math.min(1, fraction));
  return (
    <Flex align="center" gap={8}>
      <div
        aria-hidden
        style={{ width, height: 10, background: token.colorFillSecondary, borderRadius: 5, overflow: 'hidden', flex: 'none' }}
      >
        <div style={{ width: `${filled * 100}%`, height: '100%', background: color }} />
      </div>
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">{text}</bdi>
      </Typography.Text>
    </Flex>
  );
}
