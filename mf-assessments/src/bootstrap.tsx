import { createRoot } from 'react-dom/client';
import { PATHS } from '@mizan/shared';
import { AppProviders } from '@mizan/shared/browser';
import { AssessmentsApp } from './AssessmentsApp';

/**
 * Standalone development mount (`npm run dev -w @mizan/mf-assessments`): the
 * assessment screens without the shell. Sign in through the shell or the API
 * first, so the quiztoken cookie is there; /api, /remotes.json and /remotes
 * are proxied to MIZAN_API, which also serves mf_questions.
 */
if (window.location.pathname === '/') window.history.replaceState(null, '', PATHS.assessments);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders>
      <div style={{ padding: 24, margin: '0 auto' }}>
        <AssessmentsApp />
      </div>
    </AppProviders>,
  );
}
