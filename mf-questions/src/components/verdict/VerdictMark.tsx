import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

export interface VerdictMarkProps {
  right: boolean;
  /** What is right or wrong, read by screen readers after the mark ("in its correct position"). */
  what?: string;
}

/** ✓ (green) or ✗ (red) beside an item of a graded answer, with its meaning in words for screen readers. */
export function VerdictMark({ right, what }: VerdictMarkProps) {
  const { token } = theme.useToken();
  const words = right ? (what ? `Correct: ${what}` : 'Correct') : what ? `Wrong: ${what}` : 'Wrong';
  return (
    <span
      role="img"
      aria-label={words}
      title={words}
      data-verdict={right ? 'right' : 'wrong'}
      style={{ display: 'inline-flex', fontSize: 16 }}
    >
      {right ? <CheckCircleFilled style={{ color: token.colorSuccess }} /> : <CloseCircleFilled style={{ color: token.colorError }} />}
    </span>
  );
}
