import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { PATHS } from '@mizan/shared';
import { hasLiveSessionCookie } from '@mizan/shared/browser';
import { DialogsProvider } from './components/dialogs';
import { ExamPage } from './pages/ExamPage';
import { useAssessmentToApplyFor } from './state/load-apply-exam';
import { statusTokenFromPath } from './state/family-session';
import { applicantPage } from './state/page-address';

// The apply form (antd's Form, Input and Card) in its own chunk: the exam page never shows it.
const ApplyPage = lazy(() => import('./pages/ApplyPage').then((module) => ({ default: module.ApplyPage })));
// The staff's sign-in form (antd's Form and Input), likewise.
const LoginPage = lazy(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));
// The family's status page, likewise.
const StatusPage = lazy(() => import('./pages/StatusPage').then((module) => ({ default: module.StatusPage })));

const APPLY_ADDRESS = new RegExp(`^${PATHS.apply}(?:/([^/]*))?/?$`, 'i');

const isLoginPath = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '') === PATHS.login.toLowerCase();

/** `/apply/{examid}` and `/apply/` (case-insensitive, like the seed's router). */
export function examIdFromPath(pathname: string): string | null {
  const match = APPLY_ADDRESS.exec(pathname);
  if (!match) return null;
  return decodeURIComponent(match[1] ?? '').trim();
}

/** The screens open without signing in (SPEC §2): Apply, the exam, the staff's sign-in, and the family's status page (ours). */
export function ExamApp() {
  return (
    <DialogsProvider>
      <ApplicantScreen />
    </DialogsProvider>
  );
}

function ApplicantScreen() {
  const address = applicantPage.address();
  if (isLoginPath(address.pathname)) {
    if (hasLiveSessionCookie()) return <OnToTheLandingRoute />;
    return (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    );
  }
  const statusToken = statusTokenFromPath(address.pathname);
  if (statusToken !== null) {
    return (
      <Suspense fallback={null}>
        <StatusPage token={statusToken} />
      </Suspense>
    );
  }
  const examId = examIdFromPath(address.pathname);
  if (examId === '') return <ApplyScreen examId={examId} assessment={null} />;
  if (examId !== null) return <ApplyScreenWithAssessment examId={examId} />;
  const hash = new URLSearchParams(address.search).get('hash') ?? '';
  return <ExamPage key={hash} hash={hash} />;
}

/** The apply form once its assessment is here (or has taken too long): its first paint already names it. */
function ApplyScreenWithAssessment({ examId }: { examId: string }) {
  const assessment = useAssessmentToApplyFor(examId);
  return assessment && <ApplyScreen examId={examId} assessment={assessment} />;
}

function ApplyScreen(props: ComponentProps<typeof ApplyPage>) {
  return (
    <Suspense fallback={null}>
      <ApplyPage {...props} />
    </Suspense>
  );
}

/** /login for someone already signed in (the page reloads there after signing in): on to the staff pages. */
function OnToTheLandingRoute() {
  useEffect(() => applicantPage.replace(PATHS.defaultLanding), []);
  return null;
}
