import { createRoot } from 'react-dom/client';
import { PATHS } from '@mizan/shared';
import { AppProviders } from '@mizan/shared/browser';
import { UsersApp } from './UsersApp';

/**
 * Standalone development mount (`npm run dev -w @mizan/mf-users`): the users
 * screen without the shell. Sign in through the shell or the API first, so
 * the quiztoken cookie is there; /api is proxied to MIZAN_API.
 */
if (window.location.pathname === '/') window.history.replaceState(null, '', PATHS.users);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders>
      <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
        <UsersApp />
      </div>
    </AppProviders>,
  );
}
