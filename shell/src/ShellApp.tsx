import { selectFlags, selectIsSignedIn, useDocumentTitle } from '@mizan/shared/browser';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';
import { screenTitle } from './routing/page-titles';
import { resolveRoute } from './routing/resolve-route';

// Its own chunk: the login page loads neither the dashboard frame nor the antd components only it uses.
const ShellScreen = lazy(() => import('./ShellScreen'));

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
    case 'login':
      return <LoginPage />;
    default:
      return (
        <Suspense fallback={null}>
          <ShellScreen decision={decision} pageKey={pathname + search} />
        </Suspense>
      );
  }
}
