import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a part's props are checked where it is rendered
type AnyComponent = ComponentType<any>;

const loaded = new Map<string, AnyComponent>();
const lazies = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * A component whose code arrives in its own chunk, loaded the first time it
 * renders (React.lazy) and remembered under `key`. Once loaded it renders
 * without suspending again, also in a component created later (a thenable
 * that resolves at once). A failed load is forgotten, so the next render
 * (an error boundary's Try again) asks for the chunk anew.
 */
export function cachedLazy<Props>(key: string, load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  let found = lazies.get(key);
  if (!found) {
    found = lazy(() => {
      const ready = loaded.get(key);
      if (ready)
        return { then: (resolve: (module: { default: AnyComponent }) => void) => resolve({ default: ready }) } as Promise<{
          default: AnyComponent;
        }>;
      return load().then(
        (component) => {
          loaded.set(key, component as AnyComponent);
          return { default: component as AnyComponent };
        },
        (error: unknown) => {
          lazies.delete(key);
          throw error;
        },
      );
    });
    lazies.set(key, found);
  }
  return found as LazyExoticComponent<ComponentType<Props>>;
}

/** Load a part ahead of its first render (tests; a host that knows what it will show). */
export async function preloadLazy<Props>(key: string, load: () => Promise<ComponentType<Props>>): Promise<void> {
  if (!loaded.has(key)) loaded.set(key, (await load()) as AnyComponent);
}
