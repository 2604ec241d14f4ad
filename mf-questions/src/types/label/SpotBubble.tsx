import { theme } from 'antd';

export const SPOT_BUBBLE_SIZE = 30;

export interface SpotBubbleProps {
  number: number;
  tone?: 'default' | 'active' | 'success' | 'error';
}

/** The numbered circle that marks a drop spot on a Label picture. */
export function SpotBubble({ number, tone = 'default' }: SpotBubbleProps) {
  const { token } = theme.useToken();
  const background =
    tone === 'success'
      ? token.colorSuccess
      : tone === 'error'
        ? token.colorError
        : tone === 'active'
          ? token.colorWarning
          : token.colorPrimary;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: SPOT_BUBBLE_SIZE,
        height: SPOT_BUBBLE_SIZE,
        borderRadius: '50%',
        background,
        color: '#fff',
        fontWeight: 700,
        fontSize: 14,
        lineHeight: 1,
        border: '2px solid #fff',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
      }}
    >
      {number}
    </span>
  );
}
