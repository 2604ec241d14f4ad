import { App as AntdApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { mizanTheme } from './theme';

export type Direction = 'ltr' | 'rtl';

export interface ProvidersProps {
  children: ReactNode;
  /** 'rtl' for Arabic screens: antd direction and Arabic locale (ARCHITECTURE §10). */
  direction?: Direction;
}

/**
 * What every page gives its screens (antd's theme, direction and locale,
 * antd's App, the router, the error boundary) without the redux store: the
 * applicant's page has no session and keeps nothing in the store, so it
 * loads neither redux nor the store's slices.
 */
export function PageProviders({ children, direction = 'ltr' }: ProvidersProps) {
  return (
    <ConfigProvider theme={mizanTheme} direction={direction} locale={direction === 'rtl' ? arEG : enUS}>
      <AntdApp>
        <BrowserRouter>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
