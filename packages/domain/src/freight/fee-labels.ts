import type { FeeType } from './fee-log.js';

/** How the screens name each fee in quote and audit logs (spec public-account.md §8). */
export const FEE_LABELS: Record<FeeType, string> = {
  pickup: 'Taxa de Coleta',
  toll: 'Pedágio',
  weight: 'Frete peso',
  gris: 'GRIS',
  adv: 'ADV (Seguro)',
  tdc: 'Taxa de despacho',
  icms: 'ICMS',
  'additional-price': 'KG Excedente',
  'increase-table-value': 'Adicional da tabela',
  'increase-freight-value': 'Adicional da conta',
  freight_rule_increase_value: 'Regra de frete: acréscimo em valor',
  freight_rule_increase_percentage: 'Regra de frete: acréscimo percentual',
  freight_rule_decrease_value: 'Regra de frete: desconto em valor',
  freight_rule_decrease_percentage: 'Regra de frete: desconto percentual',
  freight_rule_fixed_value: 'Regra de frete: valor fixo',
};

/** The label of a fee as the API sends it (a string); unknown fees show as sent. */
export const isFeeType = (fee: string): fee is FeeType => Object.hasOwn(FEE_LABELS, fee);
export const feeLabel = (fee: string): string => (isFeeType(fee) ? FEE_LABELS[fee] : fee);
