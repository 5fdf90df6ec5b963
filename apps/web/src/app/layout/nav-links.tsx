import { NavLink } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { canAccess, type Me } from '../../shared/use-me';
import { NAV_ITEMS } from './nav-items';

/** Menu entries only for the areas the user may open. */
export function NavLinks({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const items = NAV_ITEMS.filter((item) => canAccess(me, item));
  return (
    <nav aria-label="Menu principal">
      {items.map((item) => (
        <NavLink
          key={item.to}
          component={RouterLink}
          to={item.to}
          label={item.label}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}
