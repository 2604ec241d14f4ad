import { App as AntdApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from '../state/store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { mizanTheme } from './theme';

export type Direction = 'ltr' | 'rtl';

interface Props {
  children: ReactNode;
  /** 'rtl' for Arabic screens: antd direction and Arabic locale (ARCHITECTURE §10). */
  direction?: Direction;
}

/**
 * Everything a Mizan React root needs (ARCHITECTURE §4): each single-spa app
 * is its own React root and inherits nothing from the shell, so every root
 * wraps itself in these. react-dnd keeps one HTML5 backend per window across
 * providers as long as it is a shared singleton.
 */
export function AppProviders({ children, direction = 'ltr' }: Props) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={mizanTheme} direction={direction} locale={direction === 'rtl' ? arEG : enUS}>
        <AntdApp>
          <DndProvider backend={HTML5Backend}>
            <BrowserRouter>
              <AppErrorBoundary>{children}</AppErrorBoundary>
            </BrowserRouter>
          </DndProvider>
        </AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
