import { useEffect, useState } from 'react';
import type { QuestionComponentProps, QuestionRegistry } from '@mizan/shared';
import { createRemoteComponents, loadFederatedModule } from '@mizan/shared/browser';
import { assessmentsRuntime } from './runtime';

/**
 * How this remote reaches mf_questions (ARCHITECTURE §3): every load goes
 * through shared `loadFederatedModule` with THIS container's runtime
 * (registerRemotes/loadRemote of @module-federation/enhanced/runtime), which
 * reads /remotes.json once and registers the remotes with it. The components
 * are shared `createRemoteComponents`: lazy inside a QuestionsArea, whose
 * Try again loads afresh. Their props are the contract in @mizan/shared.
 */
export const QUESTIONS_REMOTE = 'mf_questions';

const questions = createRemoteComponents<QuestionComponentProps>(assessmentsRuntime, QUESTIONS_REMOTE, {
  title: 'The questions could not be shown',
  loadingLabel: 'Loading the questions…',
});

/** Where mf_questions' components draw: a spinner while they load, a Result with Try again when they cannot. */
export const QuestionsArea = questions.Area;
/** `mf_questions/QuestionView`, loaded at run time; use inside a QuestionsArea. */
export const QuestionView = questions.component('QuestionView');
/** `mf_questions/QuestionEditor`, loaded at run time; use inside a QuestionsArea. */
export const QuestionEditor = questions.component('QuestionEditor');
/** For tests: the next render loads mf_questions afresh. */
export const forgetQuestionComponents = questions.forget;

/**
 * `mf_questions/registry`: which types this build of mf-questions can show.
 * Null until loaded, and null when it cannot be loaded (the builder's menu
 * then offers every type and the editor's own area reports the failure).
 */
export function useQuestionRegistry(): QuestionRegistry | null {
  const [registry, setRegistry] = useState<QuestionRegistry | null>(null);
  useEffect(() => {
    let current = true;
    loadFederatedModule<QuestionRegistry>(assessmentsRuntime, `${QUESTIONS_REMOTE}/registry`).then(
      (loaded) => current && setRegistry(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return registry;
}
