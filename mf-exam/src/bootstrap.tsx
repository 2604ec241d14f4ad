import { createRoot } from 'react-dom/client';
import { applicantPageTheme, PageProviders } from '@mizan/shared/browser';
import { ExamApp } from './ExamApp';

/**
 * The standalone page applicants get (ARCHITECTURE §2): the server sends
 * mf-exam's own index.html for /apply… and /assessment, and this mounts the
 * app straight into it: no shell, no login, no staff code. No app-wide
 * drag and drop either: the questions that drag bring their own
 * (mf_questions), so react-dnd is not loaded before the first question; and
 * no redux store (the applicant has no session; the exam keeps its state in
 * its own components). antd's component styles come from the CSS file the
 * page's HTML links (applicantPageTheme), not from antd's style engine.
 */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <PageProviders theme={applicantPageTheme}>
      <ExamApp />
    </PageProviders>,
  );
}
