// Who may do what (settings.md §1, orders-pickups.md §4, §6; the table is docs/roles.md). Users are
// the merchant's staff (admins and users with per-area permissions) and the provider's super admins.
// §6's "operations tier" is the provider's staff: super admins. "The other privileged tier" is the
// merchant's admins, who may mark in transit, delivered and in return but do not run pickups.
import { DomainRuleError } from './orders/domain-rule-error.js';

/** The session's is_super_admin wins over is_admin; everyone else is a merchant user. */
export type Role = 'user' | 'admin' | 'superAdmin';

export function roleOf(actor: { isAdmin: boolean; isSuperAdmin: boolean }): Role {
  if (actor.isSuperAdmin) return 'superAdmin';
  return actor.isAdmin ? 'admin' : 'user';
}

type Tier = 'anyUser' | 'admins' | 'superAdmins';

const TIERS: Readonly<Record<Tier, { roles: readonly Role[]; name: string }>> = {
  anyUser: { roles: ['user', 'admin', 'superAdmin'], name: 'usuários' },
  admins: { roles: ['admin', 'superAdmin'], name: 'administradores' },
  superAdmins: { roles: ['superAdmin'], name: 'super administradores' },
};

/** Each tiered action: the tier that may run it and what it does (completing "Apenas … podem"). */
const RULES = {
  // Orders (§4 manual transitions and bulk actions). The status phrases end in "um pedido" so the
  // status machine completes them with the status ("… um pedido Entregue").
  confirmShipment: { who: 'anyUser', does: 'confirmar a remessa de um pedido' },
  sendInvoice: { who: 'anyUser', does: 'enviar a nota fiscal de um pedido' },
  markInTransit: { who: 'admins', does: 'marcar como em trânsito um pedido' },
  markOutForDelivery: { who: 'superAdmins', does: 'marcar como saiu para entrega um pedido' },
  markDelivered: { who: 'admins', does: 'marcar como entregue um pedido' },
  markInReturn: { who: 'admins', does: 'marcar como em devolução um pedido' },
  cancel: { who: 'anyUser', does: 'cancelar um pedido' },
  changeDeliveryDate: { who: 'superAdmins', does: 'alterar a data de entrega de um pedido' },
  // Merchants register occurrences (§1); one that raises an alert (a type, or a code such as 123) is operations'.
  registerOccurrenceAlert: { who: 'superAdmins', does: 'registrar uma ocorrência com alerta' },
  // The provider's staff sign their messages with the 'Equipe Despacho' badge.
  signAsStaff: { who: 'superAdmins', does: 'escrever mensagens como Equipe Despacho' },
  // Pickups: the operations tier runs them; merchants request them and remove orders (any user).
  managePickups: { who: 'superAdmins', does: 'abrir a Gestão de Coletas' },
  confirmPickup: { who: 'superAdmins', does: 'confirmar uma coleta' },
  performPickup: { who: 'superAdmins', does: 'marcar uma coleta como realizada' },
  changePickupDate: { who: 'superAdmins', does: 'alterar a data de uma coleta' },
  changeDriver: { who: 'superAdmins', does: 'alterar o motorista de uma coleta' },
  updatePickup: { who: 'superAdmins', does: 'alterar o código de integração de uma coleta' },
} as const satisfies Record<string, { who: Tier; does: string }>;

export type RoleAction = keyof typeof RULES;

/** What `action` does, in pt-BR, for messages about it. */
export function actionPhrase(action: RoleAction): string {
  return RULES[action].does;
}

/** Whether `role` may run `action` at all (e.g. to show a button or a bulk action). */
export function mayRun(action: RoleAction, role: Role): boolean {
  return TIERS[RULES[action].who].roles.includes(role);
}

/** The pt-BR refusal for a role that may not run `action`. */
export function roleRefusal(action: RoleAction): string {
  return `Apenas ${TIERS[RULES[action].who].name} podem ${RULES[action].does}.`;
}

/** A DomainRuleError ('forbidden-role') unless `role` may run `action`. */
export function assertMayRun(action: RoleAction, role: Role): void {
  if (!mayRun(action, role)) throw new DomainRuleError('forbidden-role', roleRefusal(action));
}
