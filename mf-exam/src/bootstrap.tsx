import { createRoot } from 'react-dom/client';
import { AppProviders } from '@mizan/shared/browser';
import { ExamApp } from './ExamApp';

/**
 * The standalone page applicants get (ARCHITECTURE §2): the server sends
 * mf-exam's own index.html for /apply… and /assessment, and this mounts the
 * app straight into it: no shell, no login, no staff code.
 */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders>
      <ExamApp />
    </AppProviders>,
  );
}
