import type { AreaRule, Me } from '../../shared/use-me';

export interface NavItem extends AreaRule {
  label: string;
  to: string;
  /** Extra condition beyond the permission (audit needs the company's audit flag). */
  visible?: (me: Me) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', area: 'dashboard' },
  { label: 'Pedidos', to: '/orders', area: 'orders' },
  { label: 'Coletas', to: '/pickups', area: 'pickups' },
  { label: 'Cotações', to: '/quote', area: 'quotation' },
  { label: 'Auditoria', to: '/audit', area: 'audit', visible: (me) => me.company.has_audit_enabled },
  { label: 'Configurações', to: '/settings', area: 'settings' },
];
