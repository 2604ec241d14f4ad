import { createSpaLifecycles } from '@mizan/shared/browser';
import { UsersApp } from './UsersApp';

/** The `./spa` expose: the shell mounts it on /dashboard/user inside its content area. */
export const { bootstrap, mount, unmount } = createSpaLifecycles(UsersApp);
