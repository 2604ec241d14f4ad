import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { PageText } from './PageText';
import { mizanTheme } from './theme';

export interface ProvidersProps {
  children: ReactNode;
}

export interface PageProvidersProps extends ProvidersProps {
  /** antd's theme; the applicant's own page passes applicantPageTheme (its styles come from a built CSS file). */
  theme?: ThemeConfig;
}

/**
 * What every page gives its screens: antd's theme, the page's text in its
 * font (PageText) and the error boundary.
 * The applicant's page needs no more: it has no session (no redux store),
 * moves only by page loads (no router) and opens its few dialogs through
 * its own lazily loaded host (no antd App, whose message and notification
 * it never shows). Staff pages add those (ProvidersWithoutDragAndDrop).
 */
export function PageProviders({ children, theme = mizanTheme }: PageProvidersProps) {
  return (
    <ConfigProvider theme={theme}>
      <PageText>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </PageText>
    </ConfigProvider>
  );
}
