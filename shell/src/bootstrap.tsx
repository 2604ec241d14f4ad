import { AppProviders, refreshRoles, selectIsSignedIn, store } from '@mizan/shared/browser';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';
import { startRootConfig } from './spa/root-config';

/**
 * Start the shell: draw the frame in its own React root, register the
 * remotes with single-spa and start routing, then refresh the signed-in
 * user's roles so a changed permission shows at once (SPEC §4).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <AppProviders>
    <ShellApp />
  </AppProviders>,
);

startRootConfig();

if (selectIsSignedIn(store.getState())) void refreshRoles();
