import type { QuestionComponentProps } from '@mizan/shared';
import { createRemoteComponents } from '@mizan/shared/browser';
import { examRuntime } from './runtime';

/**
 * mf_questions/QuestionView, loaded at run time through shared
 * loadFederatedModule with mf_exam's own runtime (ARCHITECTURE §3). Only
 * QuestionView: the registry and editor would pull every authoring UI. Its
 * props are the contract in @mizan/shared (QuestionViewProps).
 */
const questions = createRemoteComponents<Pick<QuestionComponentProps, 'QuestionView'>>(examRuntime, 'mf_questions', {
  title: 'The questions could not be shown',
  loadingLabel: 'Loading the questions…',
});

/** Spinner while the questions load; a Result with Try again when they cannot (the answers stay journaled). */
export const QuestionsArea = questions.Area;

export const QuestionView = questions.component('QuestionView');
