import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from './AppProviders';

/** Props single-spa passes to a remote: its name plus the shell's custom props. */
export interface SpaProps {
  name: string;
  /** Where the app's React root goes; the shell passes its content area. */
  domElementGetter?: () => HTMLElement | null;
}

export interface SpaLifecycles {
  bootstrap: (props: SpaProps) => Promise<void>;
  mount: (props: SpaProps) => Promise<void>;
  unmount: (props: SpaProps) => Promise<void>;
}

/**
 * The single-spa lifecycles of a remote (its `./spa` expose): mount creates a
 * React root wrapped in AppProviders inside the element the shell gives it.
 */
export function createSpaLifecycles(App: ComponentType): SpaLifecycles {
  const mounted = new Map<string, { root: Root; container: HTMLElement }>();

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const host = props.domElementGetter?.() ?? document.body;
      const container = document.createElement('div');
      container.dataset.app = props.name;
      host.appendChild(container);
      const root = createRoot(container);
      root.render(
        <AppProviders>
          <App />
        </AppProviders>,
      );
      mounted.set(props.name, { root, container });
    },
    unmount: async (props) => {
      const entry = mounted.get(props.name);
      if (!entry) return;
      entry.root.unmount();
      entry.container.remove();
      mounted.delete(props.name);
    },
  };
}
