import { Flex, Spin, Typography } from 'antd';
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AppErrorBoundary, loadFederatedModule, type LoadOptions } from '@mizan/shared/browser';
import type {
  ComponentModule,
  QuestionEditorProps,
  QuestionRegistry,
  QuestionViewProps,
} from './question-components';
import { assessmentsRuntime } from './runtime';

/**
 * How this remote reaches mf_questions (ARCHITECTURE §3): every load goes
 * through shared `loadFederatedModule` with THIS container's runtime
 * (registerRemotes/loadRemote of @module-federation/enhanced/runtime), which
 * reads /remotes.json once and registers the remotes with it. Components are
 * React.lazy inside Suspense and the shared AppErrorBoundary: a failed load
 * shows a Result with Try again in its area, and Try again loads afresh
 * (/remotes.json re-read, the remote registered anew).
 */
export const QUESTIONS_REMOTE = 'mf_questions';
export type QuestionsExpose = 'QuestionView' | 'QuestionEditor' | 'registry';

export function loadQuestionsModule<T>(expose: QuestionsExpose, options: LoadOptions = {}): Promise<T> {
  return loadFederatedModule<T>(assessmentsRuntime, `${QUESTIONS_REMOTE}/${expose}`, options);
}

type ComponentExpose = 'QuestionView' | 'QuestionEditor';

/** Bumped by each Try again; every generation has its own lazy components (React.lazy keeps a failure). */
let latestGeneration = 0;
/** The lazy components made so far, by expose and generation (each of its own props type). */
const lazies = new Map<string, unknown>();

function lazyExpose<Props>(expose: ComponentExpose, generation: number): LazyExoticComponent<ComponentType<Props>> {
  const key = `${expose}#${generation}`;
  let found = lazies.get(key) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (!found) {
    found = lazy(async () => {
      const loaded = await loadQuestionsModule<ComponentModule<ComponentExpose, Props>>(expose, { fresh: generation > 0 });
      const component = loaded.default ?? loaded[expose];
      if (!component) throw new Error(`${QUESTIONS_REMOTE}/${expose} has no component`);
      return { default: component };
    });
    lazies.set(key, found);
  }
  return found;
}

/**
 * Forget the components loaded so far: the next render loads mf_questions
 * afresh. For tests, which need each case to start from nothing; in the
 * browser a load that succeeded is kept for the life of the page.
 */
export function forgetQuestionComponents(): void {
  lazies.clear();
  latestGeneration = 0;
}

const GenerationContext = createContext(0);

function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" vertical align="center" gap={12} style={{ padding: 32 }}>
      <Spin />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}

interface AreaProps {
  children: ReactNode;
  /** The Result's title when the questions cannot be loaded or shown. */
  title?: string;
  /** Shown under the spinner while mf_questions loads. */
  loadingLabel?: string;
}

/**
 * The area mf_questions' components draw in: a spinner while they load, and
 * a Result with Try again (shared AppErrorBoundary) when they cannot be
 * loaded or throw. Everything outside the area keeps working.
 */
export function QuestionsArea({ children, title = 'The questions could not be shown', loadingLabel = 'Loading the questions…' }: AreaProps) {
  const [generation, setGeneration] = useState(latestGeneration);
  const retry = () => {
    latestGeneration += 1;
    setGeneration(latestGeneration);
  };
  return (
    <GenerationContext.Provider value={generation}>
      <AppErrorBoundary title={title} onRetry={retry}>
        <Suspense fallback={<Loading label={loadingLabel} />}>{children}</Suspense>
      </AppErrorBoundary>
    </GenerationContext.Provider>
  );
}

/** `mf_questions/QuestionView`, loaded at run time; use inside a QuestionsArea. */
export function QuestionView(props: QuestionViewProps) {
  const Component = lazyExpose<QuestionViewProps>('QuestionView', useContext(GenerationContext));
  return <Component {...props} />;
}

/** `mf_questions/QuestionEditor`, loaded at run time; use inside a QuestionsArea. */
export function QuestionEditor(props: QuestionEditorProps) {
  const Component = lazyExpose<QuestionEditorProps>('QuestionEditor', useContext(GenerationContext));
  return <Component {...props} />;
}

/**
 * `mf_questions/registry`: which types this build of mf-questions can show.
 * Null until loaded, and null when it cannot be loaded (the builder's menu
 * then offers every type and the editor's own area reports the failure).
 */
export function useQuestionRegistry(): QuestionRegistry | null {
  const [registry, setRegistry] = useState<QuestionRegistry | null>(null);
  useEffect(() => {
    let current = true;
    loadQuestionsModule<QuestionRegistry>('registry').then(
      (loaded) => current && setRegistry(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return registry;
}
