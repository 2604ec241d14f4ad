import { createSpaLifecycles } from '@mizan/shared/browser';
import { ApplicantsApp } from './ApplicantsApp';

/**
 * The `./spa` expose: the shell mounts it on /dashboard/Applicants,
 * /applicantViewComponent, /applicantcomponent and /dashboard/admissions
 * inside its content area.
 */
export const { bootstrap, mount, unmount } = createSpaLifecycles(ApplicantsApp);
