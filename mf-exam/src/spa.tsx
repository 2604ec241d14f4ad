import { createSpaLifecycles } from '@mizan/shared/browser';
import { ExamApp } from './ExamApp';

/** The `./spa` expose: the shell mounts it on /apply/* and /assessment (public pages). */
export const { bootstrap, mount, unmount } = createSpaLifecycles(ExamApp);
