import { App as AntdApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from '../state/store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { mizanTheme } from './theme';

export type Direction = 'ltr' | 'rtl';

export interface ProvidersProps {
  children: ReactNode;
  /** 'rtl' for Arabic screens: antd direction and Arabic locale (ARCHITECTURE §10). */
  direction?: Direction;
}

/**
 * AppProviders less react-dnd: the applicant's page, whose drag-and-drop
 * questions bring their own provider with their code (mf_questions), so the
 * phone does not load react-dnd before the first question.
 */
export function ProvidersWithoutDragAndDrop({ children, direction = 'ltr' }: ProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={mizanTheme} direction={direction} locale={direction === 'rtl' ? arEG : enUS}>
        <AntdApp>
          <BrowserRouter>
            <AppErrorBoundary>{children}</AppErrorBoundary>
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
