import { App as AntdApp } from 'antd';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from '../state/store';
import { PageProviders, type ProvidersProps } from './PageProviders';
import { TableMeasureRowStyle } from './TableMeasureRowStyle';

export type { ProvidersProps } from './PageProviders';

/** AppProviders less react-dnd: the page's providers with the redux store, antd's App (modal, message, notification), the router and the staff tables' measure-row style. */
export function ProvidersWithoutDragAndDrop({ children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <PageProviders>
        <AntdApp>
          <TableMeasureRowStyle />
          <BrowserRouter>{children}</BrowserRouter>
        </AntdApp>
      </PageProviders>
    </Provider>
  );
}
