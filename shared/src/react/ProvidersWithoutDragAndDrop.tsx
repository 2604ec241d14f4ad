import { Provider } from 'react-redux';
import { store } from '../state/store';
import { PageProviders, type ProvidersProps } from './PageProviders';

export type { Direction, ProvidersProps } from './PageProviders';

/** AppProviders less react-dnd: the page's providers with the redux store. */
export function ProvidersWithoutDragAndDrop({ children, direction }: ProvidersProps) {
  return (
    <Provider store={store}>
      <PageProviders direction={direction}>{children}</PageProviders>
    </Provider>
  );
}
