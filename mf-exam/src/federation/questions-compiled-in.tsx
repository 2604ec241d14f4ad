import type { QuestionComponentProps } from '@mizan/shared';
import { createLazyComponents } from '@mizan/shared/browser';

/**
 * questions-remote.tsx as the applicant's own page builds it
 * (tools/webpack/applicant-page.cjs puts this module in its place): the same
 * QuestionsArea and QuestionView, with mf_questions' QuestionView compiled
 * into the page as a chunk of its own instead of loaded through Module
 * Federation, so the page carries no federation runtime. mf_exam's remote
 * (`./spa` on the shell's pages) still loads it at run time.
 */
const questions = createLazyComponents<Pick<QuestionComponentProps, 'QuestionView'>>(
  () => import('mf_questions/QuestionView'),
  'mf_questions',
  { title: 'The questions could not be shown', loadingLabel: 'Loading the questions…' },
);

/** Spinner while the questions' code arrives; a Result with Try again when it cannot (the answers stay journaled). */
export const QuestionsArea = questions.Area;

export const QuestionView = questions.component('QuestionView');
