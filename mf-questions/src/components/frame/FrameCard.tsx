import { theme } from 'antd';
import type { ReactNode } from 'react';

interface FrameCardProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The box around a question: a title row (with its extra at the end) over
 * the body, drawn as antd's small Card from the theme's tokens. Not antd's
 * Card itself: Card brings its tab strip (Tabs, with their overflow menu and
 * dropdown) and its loading skeleton, about 16 KiB on the applicant's phone
 * before question 1, and a question frame uses neither.
 */
export function FrameCard({ title, extra, children }: FrameCardProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG }}>
      {(title || extra) && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: token.controlHeight + 6,
            padding: `0 ${token.paddingSM}px`,
            borderBottom: border,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra}
        </div>
      )}
      <div style={{ padding: 16 }}>{children}</div>
    </div>
  );
}
