import { createSpaLifecycles } from '@mizan/shared/browser';
import { QuestionsApp } from '../QuestionsApp';

/** `mf_questions/spa`: the shell mounts it on the single-editor routes (/mcq, /truefalse, …). */
export const { bootstrap, mount, unmount } = createSpaLifecycles(QuestionsApp);
