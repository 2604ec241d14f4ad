import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The page's text in the theme's font, size, line height and colour, as
 * antd's App sets them for staff pages: text outside an antd component (a
 * question's wording on the result page, say) would otherwise take the
 * browser's default serif.
 */
export function PageText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorText }}>
      {children}
    </div>
  );
}
