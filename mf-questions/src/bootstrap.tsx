import { createRoot } from 'react-dom/client';
import { QUESTION_TYPE_INFO } from '@mizan/shared';
import { AppProviders } from '@mizan/shared/browser';
import { QuestionsApp } from './QuestionsApp';

/**
 * Standalone development mount (`npm run dev -w @mizan/mf-questions`): the
 * single-editor routes without the shell, at http://127.0.0.1:3005/truefalse.
 * /api is proxied to MIZAN_API (image uploads need a signed-in session).
 */
if (window.location.pathname === '/') window.history.replaceState(null, '', QUESTION_TYPE_INFO.TrueOrFalse.route ?? '/');

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders>
      <QuestionsApp />
    </AppProviders>,
  );
}
