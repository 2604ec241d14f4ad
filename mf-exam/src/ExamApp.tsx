import { lazy, Suspense } from 'react';
import { PATHS } from '@mizan/shared';
import { DialogsProvider } from './components/dialogs';
import { ExamPage } from './pages/ExamPage';
import { applicantPage } from './state/page-address';

// The apply form (antd's Form, Input and Card) in its own chunk: the exam page never shows it.
const ApplyPage = lazy(() => import('./pages/ApplyPage').then((module) => ({ default: module.ApplyPage })));

const APPLY_ADDRESS = new RegExp(`^${PATHS.apply}(?:/([^/]*))?/?$`, 'i');

/** `/apply/{examid}` and `/apply/` (case-insensitive, like the seed's router). */
export function examIdFromPath(pathname: string): string | null {
  const match = APPLY_ADDRESS.exec(pathname);
  if (!match) return null;
  return decodeURIComponent(match[1] ?? '').trim();
}

/** The applicant's screens: Apply and the exam (SPEC §2). */
export function ExamApp() {
  return (
    <DialogsProvider>
      <ApplicantScreen />
    </DialogsProvider>
  );
}

function ApplicantScreen() {
  const address = applicantPage.address();
  const examId = examIdFromPath(address.pathname);
  if (examId !== null)
    return (
      <Suspense fallback={null}>
        <ApplyPage examId={examId} />
      </Suspense>
    );
  const hash = new URLSearchParams(address.search).get('hash') ?? '';
  return <ExamPage key={hash} hash={hash} />;
}
