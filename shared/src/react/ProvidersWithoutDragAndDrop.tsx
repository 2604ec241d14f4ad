import { App as AntdApp } from 'antd';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from '../state/store';
import { PageProviders, type ProvidersProps } from './PageProviders';

export type { ProvidersProps } from './PageProviders';

/** AppProviders less react-dnd: the page's providers with the redux store, antd's App (modal, message, notification) and the router. */
export function ProvidersWithoutDragAndDrop({ children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <PageProviders>
        <AntdApp>
          <BrowserRouter>{children}</BrowserRouter>
        </AntdApp>
      </PageProviders>
    </Provider>
  );
}
