import { createSpaLifecycles } from '@mizan/shared/browser';
import { AssessmentsApp } from './AssessmentsApp';

/** The `./spa` expose: the shell mounts it on the assessment routes inside its content area. */
export const { bootstrap, mount, unmount } = createSpaLifecycles(AssessmentsApp);
