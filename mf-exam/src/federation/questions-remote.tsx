import { Flex, Spin, Typography } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AppErrorBoundary, loadFederatedModule } from '@mizan/shared/browser';
import type { ExamQuestion, Question, QuestionAnswer, QuestionMode } from '@mizan/shared';
import { examRuntime } from './runtime';

/**
 * mf_questions/QuestionView, loaded at run time through shared
 * loadFederatedModule with mf_exam's own runtime (ARCHITECTURE §3). Only
 * QuestionView: the registry and editor would pull every authoring UI.
 * The props are written here from shared's types (no generated typings).
 */
export interface QuestionViewProps {
  question: Question | ExamQuestion;
  mode: QuestionMode;
  answer?: QuestionAnswer | null;
  onAnswer?: (answer: QuestionAnswer) => void;
  grade?: { score: string; feedback: string };
  direction?: 'ltr' | 'rtl';
  index?: number;
  /** How recordings, files and drawings are uploaded (mf_questions' own MediaUploadProvider inside). */
  upload?: (blob: Blob, name: string, options?: { onProgress?: (fraction: number) => void }) => Promise<{ url: string }>;
}

type QuestionViewModule = { default?: ComponentType<QuestionViewProps>; QuestionView?: ComponentType<QuestionViewProps> };

let latestGeneration = 0;
const lazies = new Map<number, LazyExoticComponent<ComponentType<QuestionViewProps>>>();

function lazyQuestionView(generation: number) {
  let found = lazies.get(generation);
  if (!found) {
    found = lazy(async () => {
      const loaded = await loadFederatedModule<QuestionViewModule>(examRuntime, 'mf_questions/QuestionView', { fresh: generation > 0 });
      const component = loaded.default ?? loaded.QuestionView;
      if (!component) throw new Error('mf_questions/QuestionView has no component');
      return { default: component };
    });
    lazies.set(generation, found);
  }
  return found;
}

const GenerationContext = createContext(0);

/** Spinner while the questions load; a Result with Try again when they cannot (the answers stay journaled). */
export function QuestionsArea({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(latestGeneration);
  const retry = () => {
    latestGeneration += 1;
    setGeneration(latestGeneration);
  };
  return (
    <GenerationContext.Provider value={generation}>
      <AppErrorBoundary title="The questions could not be shown" onRetry={retry}>
        <Suspense
          fallback={
            <Flex role="status" vertical align="center" gap={12} style={{ padding: 32 }}>
              <Spin />
              <Typography.Text type="secondary">Loading the questions…</Typography.Text>
            </Flex>
          }
        >
          {children}
        </Suspense>
      </AppErrorBoundary>
    </GenerationContext.Provider>
  );
}

export function QuestionView(props: QuestionViewProps) {
  const Component = lazyQuestionView(useContext(GenerationContext));
  return <Component {...props} />;
}
