import { percentOf, toCents } from './money.js';

/** Marketplaces a contingency table is written for (settings.md §5 Contingency request, §9). */
export const CONTINGENCY_TYPES = ['loja_integrada', 'mercadolivre', 'b2w', 'webcontinental', 'madeiramadeira'] as const;
export type ContingencyType = (typeof CONTINGENCY_TYPES)[number];

export const CONTINGENCY_TYPE_LABELS: Record<ContingencyType, string> = {
  loja_integrada: 'Loja Integrada',
  mercadolivre: 'Mercado Livre',
  b2w: 'B2W (Americanas)',
  webcontinental: 'WebContinental',
  madeiramadeira: 'MadeiraMadeira',
};

/**
 * The sales channel whose freight rules apply to a marketplace's table (settings.md §9 channel ids);
 * null: no channel of the catalogue, only the rules for all channels apply.
 */
export const CONTINGENCY_CHANNEL_IDS: Record<ContingencyType, number | null> = {
  loja_integrada: null,
  mercadolivre: 30,
  b2w: 9,
  webcontinental: null,
  madeiramadeira: 3,
};

/** How the table's prices are changed: add a value (R$), add a percentage, or one fixed price. */
export const PRICE_INCREASE_TYPES = ['value', 'percentage', 'fixed'] as const;
export type PriceIncreaseType = (typeof PRICE_INCREASE_TYPES)[number];

export const PRICE_INCREASE_LABELS: Record<PriceIncreaseType, string> = {
  value: 'Valor (R$)',
  percentage: 'Percentual (%)',
  fixed: 'Valor fixo (R$)',
};

export interface PriceIncrease {
  type: PriceIncreaseType;
  value: number;
}

export interface ContingencyWeight {
  /** 'Até (kg)': the band's upper weight. */
  weight: number;
  /** The cart value the band is priced with (GRIS, ad valorem, cart-value rules). */
  cargo_value: number;
}

/** The form's bands when the request names none (settings.md §5). */
export const DEFAULT_CONTINGENCY_WEIGHTS: readonly ContingencyWeight[] = [
  { weight: 30, cargo_value: 200 },
  { weight: 100, cargo_value: 600 },
];

/** A quoted price (centavos) with the request's price modification; never below zero. */
export function increasedPriceCents(cents: number, increase: PriceIncrease | null | undefined): number {
  if (!increase) return cents;
  if (increase.type === 'fixed') return toCents(increase.value);
  const added = increase.type === 'value' ? toCents(increase.value) : percentOf(cents, increase.value);
  return Math.max(0, cents + added);
}

export type BackgroundTaskStatus = 'pending' | 'processing' | 'finished';

export const BACKGROUND_TASK_STATUS_LABELS: Record<BackgroundTaskStatus, string> = {
  pending: 'Pendente',
  processing: 'Em processamento',
  finished: 'Finalizado',
};

/** settings.md §4: pending (no start_at), in process (start_at, no end_at), finished (both). */
export function backgroundTaskStatus(task: { start_at: unknown; end_at: unknown }): BackgroundTaskStatus {
  if (!task.start_at) return 'pending';
  return task.end_at ? 'finished' : 'processing';
}
