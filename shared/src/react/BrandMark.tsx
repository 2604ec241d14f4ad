import { BRAND_NAME } from '../domain/roles';
import { theme, Typography } from 'antd';

/** Mizan's mark: a balance ("mizan"), drawn inline so it costs no request. */
export function BrandLogo({ size = 32, color }: { size?: number; color?: string }) {
  const { token } = theme.useToken();
  const ink = color ?? token.colorPrimary;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="8" fill={ink} />
      <g stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M16 7v17" />
        <path d="M10 25h12" />
        <path d="M8 10h16" />
        <circle cx="16" cy="7" r="1.2" fill="#fff" />
        <path d="M8 10l-3 8h6z" />
        <path d="M24 10l-3 8h6z" />
      </g>
    </svg>
  );
}

/** The logo with the brand name beside it. */
export function BrandMark({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <BrandLogo size={size} />
      <Typography.Text
        strong
        style={{ fontSize: Math.round(size * 0.62), letterSpacing: 0.3, color: inverse ? '#fff' : token.colorTextHeading }}
      >
        {BRAND_NAME}
      </Typography.Text>
    </span>
  );
}
