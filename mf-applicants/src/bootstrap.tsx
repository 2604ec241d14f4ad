import { createRoot } from 'react-dom/client';
import { PATHS } from '@mizan/shared';
import { AppProviders } from '@mizan/shared/browser';
import { ApplicantsApp } from './ApplicantsApp';

/**
 * Standalone development mount (`npm run dev -w @mizan/mf-applicants`): the
 * applicant screens without the shell. Sign in through the shell or the API
 * first, so the quiztoken cookie is there; /api is proxied to MIZAN_API.
 */
if (window.location.pathname === '/') window.history.replaceState(null, '', PATHS.applicants);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders>
      <div style={{ padding: 24, margin: '0 auto' }}>
        <ApplicantsApp />
      </div>
    </AppProviders>,
  );
}
