/**
 * mf_questions' QuestionView by its federated name, which the applicant page's
 * build resolves to mf-questions' source (tools/webpack/applicant-page.cjs),
 * as jest does (jest.config.cjs).
 */
declare module 'mf_questions/QuestionView' {
  import type { ComponentType } from 'react';
  import type { QuestionComponentProps } from '@mizan/shared';

  export const QuestionView: ComponentType<QuestionComponentProps['QuestionView']>;
  const defaultView: ComponentType<QuestionComponentProps['QuestionView']>;
  export default defaultView;
}
