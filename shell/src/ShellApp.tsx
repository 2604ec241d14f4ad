import { AppErrorBoundary, selectFlags, selectIsSignedIn, useDocumentTitle } from '@mizan/shared/browser';
import { PATHS } from '@mizan/shared';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { DashboardLayout } from './frame/DashboardLayout';
import { RemoteArea } from './frame/RemoteArea';
import { HomePage } from './pages/HomePage';
import { NoAccessPage } from './pages/NoAccessPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { SideNavPage } from './pages/SideNavPage';
import { TermsPage } from './pages/TermsPage';
import { samePath } from './routing/match-route';
import { screenTitle } from './routing/page-titles';
import { resolveRoute } from './routing/resolve-route';

/**
 * The shell's React frame: the route guard decides, for the current address
 * and session, which page, frame and remote area to draw (SPEC §2).
 */
export function ShellApp() {
  const { pathname, search } = useLocation();
  const signedIn = useSelector(selectIsSignedIn);
  const flags = useSelector(selectFlags);
  const decision = resolveRoute(pathname, signedIn, flags);
  useDocumentTitle(screenTitle(pathname, decision));

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'home':
      return <HomePage />;
    case 'sideNav':
      return <SideNavPage />;
    case 'remote':
      // Applicants' pages and the sign-in form: no staff chrome around them (the form draws its own page).
      if (decision.app.audience === 'public') {
        return (
          <div style={{ minHeight: '100vh', paddingTop: samePath(pathname, PATHS.login) ? 0 : 48 }}>
            <RemoteArea app={decision.app} />
          </div>
        );
      }
      break;
  }

  const content =
    decision.kind === 'privacy' ? (
      <PrivacyPage />
    ) : decision.kind === 'terms' ? (
      <TermsPage />
    ) : decision.kind === 'remote' ? (
      <RemoteArea app={decision.app} />
    ) : decision.kind === 'noAccess' ? (
      <NoAccessPage flag={decision.flag} />
    ) : (
      <NotFoundPage />
    );

  return (
    <DashboardLayout>
      {/* A failure drawing this page stays in the content area; the menu keeps working. */}
      <AppErrorBoundary key={pathname + search}>{content}</AppErrorBoundary>
    </DashboardLayout>
  );
}
