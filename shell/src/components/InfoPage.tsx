import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A readable column of text inside the dashboard. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography>{children}</Typography>
    </article>
  );
}
