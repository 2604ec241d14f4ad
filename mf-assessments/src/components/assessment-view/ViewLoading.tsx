import { Flex, Spin, Typography } from 'antd';

/** What the view and grading screens show while their assessment or submission loads. */
export function ViewLoading({ label }: { label: string }) {
  return (
    <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
