import type { AreaRule } from '../../shared/use-me';

export interface NavItem extends AreaRule {
  label: string;
  to: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', area: 'dashboard' },
  { label: 'Primeiros passos', to: '/onboarding', area: 'onboarding' },
  { label: 'Pedidos', to: '/orders', area: 'orders' },
  { label: 'Exceções', to: '/exceptions', area: 'orders' },
  { label: 'Coletas', to: '/pickups', area: 'pickups' },
  { label: 'Cotações', to: '/quote', area: 'quotation' },
  { label: 'Auditoria de Frete', to: '/audit', area: 'audit', auditEnabled: true },
  { label: 'Configurações', to: '/settings', area: 'settings' },
];
