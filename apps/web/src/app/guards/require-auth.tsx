import { Navigate, Outlet, useLocation } from 'react-router';
import { encodeRedirect } from '../../shared/redirect';
import { session } from '../../shared/session';

/** No stored token: go to /login, remembering where the visitor was going. */
export function RequireAuth() {
  const location = useLocation();
  if (!session.token()) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(encodeRedirect(target))}`} replace />;
  }
  return <Outlet />;
}
