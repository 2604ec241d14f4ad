import { VALIDATION_DIALOG_TITLE, validateQuestion, type Question } from '@mizan/shared';
import { finishQuestion } from './finish-question';

/** What antd's App.useApp().modal offers that saving needs. */
export interface ErrorDialogs {
  error: (config: { title: string; content: string }) => unknown;
}

/**
 * Save-time validation (SPEC §5): the first broken rule, in SPEC's order for
 * the type, is shown in an error dialog titled 'error' and null returned;
 * otherwise the finished question (derived fields filled).
 */
export function checkForSave(question: Question, dialogs: ErrorDialogs): Question | null {
  const message = validateQuestion(question);
  if (message !== null) {
    dialogs.error({ title: VALIDATION_DIALOG_TITLE, content: message });
    return null;
  }
  return finishQuestion(question);
}
