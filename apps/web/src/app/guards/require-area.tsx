import { Navigate, Outlet } from 'react-router';
import { type AreaRule, canAccess, useMe } from '../../shared/use-me';
import { FullPageLoader } from '../../shared/ui/full-page-loader';

/** A route the user may not see is absent: it answers like an unknown path. */
export function RequireArea(rule: AreaRule) {
  const me = useMe();
  if (!me.data) return <FullPageLoader />;
  return canAccess(me.data, rule) ? <Outlet /> : <Navigate to="/404" replace />;
}
