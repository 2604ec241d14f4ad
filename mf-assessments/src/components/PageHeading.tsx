import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's title, a line saying what it is for, and its buttons on the right. */
export function PageHeading({
  id,
  title,
  description,
  actions,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title id={id} level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
