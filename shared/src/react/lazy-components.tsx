import { Flex, Spin, Typography } from 'antd';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type CSSProperties,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { AppErrorBoundary } from './AppErrorBoundary';

export interface LazyAreaProps {
  children: ReactNode;
  /** The Result's title when the components cannot be loaded or shown. */
  title?: string;
  /** Shown under the spinner while they load. */
  loadingLabel?: string;
  /** How tall the area is while they load, so what follows it does not jump when they arrive (e.g. '100vh'). */
  loadingHeight?: CSSProperties['minHeight'];
}

export interface LazyComponents<Props extends { [Expose in keyof Props]: object }> {
  /**
   * The area the components draw in: a spinner while they load, and
   * a Result with Try again (AppErrorBoundary) when they cannot be loaded or
   * throw. Everything outside the area keeps working.
   */
  Area: (props: LazyAreaProps) => ReactNode;
  /** The component `expose`, loaded on its first render; use inside an Area. */
  component: <Expose extends keyof Props & string>(expose: Expose) => ComponentType<Props[Expose]>;
  /**
   * Forget the components loaded so far: the next render loads them
   * afresh. For tests, which need each case to start from nothing; in the
   * browser a load that succeeded is kept for the life of the page.
   */
  forget: () => void;
}

/** Loads one of the components by its name; `fresh` after a failure, to start over rather than reuse a failed load. */
export type LoadComponentModule = (name: string, options: { fresh: boolean }) => Promise<Record<string, unknown>>;

/**
 * Components loaded on first render (React.lazy) by `load`, drawn inside an
 * Area. React.lazy keeps a failure, so each Try again starts a new generation
 * with lazy components of its own, loaded afresh. `Props` maps each
 * component's name to its props (QuestionComponentProps); `source` names
 * where they come from in errors and React's component names.
 */
export function createLazyComponents<Props extends { [Name in keyof Props]: object }>(
  load: LoadComponentModule,
  source: string,
  defaults: { title: string; loadingLabel: string },
): LazyComponents<Props> {
  let latestGeneration = 0;
  /** The lazy components made so far, by expose and generation (each of its own props type). */
  const lazies = new Map<string, unknown>();
  const GenerationContext = createContext(0);

  function lazyExpose<ExposeProps>(expose: string, generation: number): LazyExoticComponent<ComponentType<ExposeProps>> {
    const key = `${expose}#${generation}`;
    let found = lazies.get(key) as LazyExoticComponent<ComponentType<ExposeProps>> | undefined;
    if (!found) {
      found = lazy(async () => {
        const loaded = (await load(expose, { fresh: generation > 0 })) as Record<string, ComponentType<ExposeProps> | undefined>;
        const component = loaded.default ?? loaded[expose];
        if (!component) throw new Error(`${source}/${expose} has no component`);
        return { default: component };
      });
      lazies.set(key, found);
    }
    return found;
  }

  function Area({ children, title = defaults.title, loadingLabel = defaults.loadingLabel, loadingHeight }: LazyAreaProps) {
    const [generation, setGeneration] = useState(latestGeneration);
    const retry = () => {
      latestGeneration += 1;
      setGeneration(latestGeneration);
    };
    return (
      <GenerationContext.Provider value={generation}>
        <AppErrorBoundary title={title} onRetry={retry}>
          <Suspense
            fallback={
              <Flex
                role="status"
                vertical
                align="center"
                gap={12}
                style={{ padding: 32, minHeight: loadingHeight, boxSizing: 'border-box' }}
              >
                <Spin />
                <Typography.Text type="secondary">{loadingLabel}</Typography.Text>
              </Flex>
            }
          >
            {children}
          </Suspense>
        </AppErrorBoundary>
      </GenerationContext.Provider>
    );
  }

  function component<Expose extends keyof Props & string>(expose: Expose): ComponentType<Props[Expose]> {
    function LazyComponent(props: Props[Expose]) {
      const Component = lazyExpose<Props[Expose]>(expose, useContext(GenerationContext));
      return <Component {...props} />;
    }
    LazyComponent.displayName = `${source}/${expose}`;
    return LazyComponent;
  }

  function forget() {
    lazies.clear();
    latestGeneration = 0;
  }

  return { Area, component, forget };
}
