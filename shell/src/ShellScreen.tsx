import { AppErrorBoundary } from '@mizan/shared/browser';
import { DashboardLayout } from './frame/DashboardLayout';
import { RemoteArea } from './frame/RemoteArea';
import { HomePage } from './pages/HomePage';
import { NoAccessPage } from './pages/NoAccessPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { SideNavPage } from './pages/SideNavPage';
import { TermsPage } from './pages/TermsPage';
import type { RouteDecision } from './routing/resolve-route';

/** Every decision of the route guard but the login page and a redirect. */
export type ScreenDecision = Exclude<RouteDecision, { kind: 'login' } | { kind: 'redirect' }>;

/**
 * What the shell draws for a decision other than the login page: the
 * dashboard frame and its pages, or a public remote's bare page. Loaded
 * only when one is shown (ShellApp), so the login page does not load the
 * frame's menu, layout and tables.
 */
export default function ShellScreen({ decision, pageKey }: { decision: ScreenDecision; pageKey: string }) {
  switch (decision.kind) {
    case 'home':
      return <HomePage />;
    case 'sideNav':
      return <SideNavPage />;
    case 'remote':
      // Applicants' pages: no staff chrome around them.
      if (decision.app.audience === 'public') {
        return (
          <div style={{ minHeight: '100vh', paddingTop: 48 }}>
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
      <AppErrorBoundary key={pageKey}>{content}</AppErrorBoundary>
    </DashboardLayout>
  );
}
