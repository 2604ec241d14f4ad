import { Typography } from 'antd';

/** The title of the view and grading screens (the assessment's name), centred on an Arabic page. */
export function ViewHeading({ title, subtitle, centered }: { title: string; subtitle?: string; centered: boolean }) {
  return (
    <div style={{ textAlign: centered ? 'center' : 'start', marginBottom: 16 }}>
      <Typography.Title id="view-title" level={1} style={{ margin: 0 }}>
        <bdi>{title}</bdi>
      </Typography.Title>
      {subtitle && (
        <Typography.Text type="secondary">
          <bdi>{subtitle}</bdi>
        </Typography.Text>
      )}
    </div>
  );
}
