import { Typography } from 'antd';

/** Under a table cell's value: why its call (use-cell-call) failed, in the server's words; nothing when it did not. */
export function CellProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, whiteSpace: 'normal' }}>
      {problem}
    </Typography.Text>
  );
}
