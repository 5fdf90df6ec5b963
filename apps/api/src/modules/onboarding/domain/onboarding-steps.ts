import type { StoredEvent } from '../../../platform/event-store/stored-event.js';

/** Steps 1–8 of public-account.md §2.9, in order. */
export const ONBOARDING_STEPS = [
  { step: 1, title: 'Dados da empresa' },
  { step: 2, title: 'Usuários adicionais' },
  { step: 3, title: 'Primeiro centro de distribuição' },
  { step: 4, title: 'Tabelas de frete' },
  { step: 5, title: 'Vídeos de treinamento' },
  { step: 6, title: 'Importação de produtos' },
  { step: 7, title: 'Integrações' },
  { step: 8, title: 'Primeiro pedido' },
] as const;

export const STEP_COUNT = ONBOARDING_STEPS.length;

/**
 * Events of the integrations context that mean "a sales channel or ERP is connected" (step 7):
 * NewCompanyChannel's event today; a new kind of integration adds its own (with company_id).
 */
export const INTEGRATION_CONNECTED_EVENTS = new Set<string>(['company-channel.connected']);

/** Carrier integrations (catalogue type 2, ids from 101) are company channels too, but no sales channel. */
const FIRST_CARRIER_INTEGRATION_ID = 101;
const isSalesChannel = (data: unknown): boolean => {
  const channelId = fieldOf(data, 'channel_id');
  return typeof channelId !== 'number' || channelId < FIRST_CARRIER_INTEGRATION_ID;
};

interface StepTrigger {
  step: number;
  /** When only some events of the type count. */
  when?: (data: unknown) => boolean;
}

/** A field of another context's event payload, read without importing its type. */
const fieldOf = (data: unknown, field: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Readonly<Record<string, unknown>>)[field] : undefined;

/** The events of other contexts that complete a step by themselves. */
const TRIGGERS: Record<string, StepTrigger> = {
  // The sign-up wizard's company comes with its CNPJ, address and answers: its data is filled.
  'company.registered': { step: 1, when: (data) => Boolean(fieldOf(data, 'federal_tax_id')) },
  'company-sign-up.submitted': { step: 1 },
  'company.tracking-branding-changed': { step: 1 },
  // Invited from the app by someone (the sign-up's own users have no inviter).
  'user.invited': { step: 2, when: (data) => Boolean(fieldOf(data, 'invited_by_name')) },
  'distribution-center.registered': { step: 3 },
  'freight-table.activated': { step: 4 },
  'product.registered': { step: 6 },
  'order.created': { step: 8 },
};

/** Whether events of this type may complete a step (the async projection's filter). */
export function mayTickStep(type: string): boolean {
  return type in TRIGGERS || INTEGRATION_CONNECTED_EVENTS.has(type);
}

/** Which step an event completes by itself, or null (pure: no I/O). */
export function stepTickedBy(event: Pick<StoredEvent, 'type' | 'data'>): number | null {
  if (INTEGRATION_CONNECTED_EVENTS.has(event.type)) return isSalesChannel(event.data) ? 7 : null;
  const trigger = TRIGGERS[event.type];
  if (!trigger || (trigger.when && !trigger.when(event.data))) return null;
  return trigger.step;
}

/** The company an event belongs to: its data's company_id, else the metadata's. */
export function companyOf(event: Pick<StoredEvent, 'data' | 'metadata'>): string | null {
  const companyId = fieldOf(event.data, 'company_id');
  return typeof companyId === 'string' ? companyId : (event.metadata?.company_id ?? null);
}

/** The freight-table step takes a carrier's table or 'solicitar' (§7). */
export const FREIGHT_TABLE_STEP = 4;
