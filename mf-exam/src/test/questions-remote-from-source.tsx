import type { ComponentType, ReactNode } from 'react';

/**
 * For `jest.mock('../federation/questions-remote', …)`: the real mf_questions
 * QuestionView (jest maps mf_questions/* to its source) instead of the
 * run-time remote load.
 */
export function questionsRemoteFromSource() {
  const remote = jest.requireActual('mf_questions/QuestionView') as { QuestionView: ComponentType };
  return { QuestionsArea: ({ children }: { children: ReactNode }) => children, QuestionView: remote.QuestionView };
}
