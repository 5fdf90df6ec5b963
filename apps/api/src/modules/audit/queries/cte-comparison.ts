import { feeLabel } from '@despacho/domain';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';
import type { ReconciledOrder } from '../events/cte-events.js';

/** equal: the carrier charged what the quote said; lower (orange) or higher (red) than it. */
export type FeeStatus = 'equal' | 'lower' | 'higher';

export interface FeeRow {
  /** Our fee type, or 'cte:' + the carrier's component name when it maps to none. */
  fee: string;
  label: string;
  /** The CT-e component names summed into this row, and their indexes in vPrest/Comp (for remapping). */
  components: string[];
  component_indexes: number[];
  quote_value: number;
  cte_value: number;
  difference: number;
  status: FeeStatus;
}

export interface Difference {
  carrier: number | null;
  quote: number | null;
  /** carrier − quote: 0 ok, negative when the quote is heavier (dearer), positive when it is lighter. */
  difference: number | null;
}

export interface Comparison {
  fees: FeeRow[];
  weight: Difference;
  invoice_value: Difference;
  variation: { total: number | null; message: string };
  icms_highlighted: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

const statusOf = (difference: number): FeeStatus => (difference === 0 ? 'equal' : difference < 0 ? 'lower' : 'higher');

function differenceOf(carrier: number | null, quote: number | null, digits: number): Difference {
  const factor = 10 ** digits;
  return {
    carrier,
    quote,
    difference: carrier === null || quote === null ? null : Math.round((carrier - quote) * factor) / factor,
  };
}

/** The share of a price that is ICMS: the rate on the (possibly reduced) base. 0 for exempt groups. */
export function icmsShare(cte: ParsedCte): number {
  const { icms } = cte;
  if (!icms?.rate || icms.value === 0) return 0;
  return (icms.rate / 100) * (1 - (icms.base_reduction ?? 0) / 100);
}

/**
 * The per-fee comparison of public-account.md §4: quote fees (summed over the reconciled orders)
 * against CT-e components grouped by the fee type they map to (remaps: component index → fee type,
 * chosen on the screen). With ICMS highlighted, the ICMS share leaves each CT-e fee and shows as an
 * ICMS row of its own.
 */
export function compareCte(
  cte: ParsedCte,
  orders: ReconciledOrder[] | null,
  remaps: Readonly<Record<string, string>> = {},
  highlightIcms = false,
): Comparison {
  const rows = new Map<string, FeeRow>();
  const row = (fee: string, label: string) => {
    let found = rows.get(fee);
    if (!found)
      rows.set(
        fee,
        (found = {
          fee,
          label,
          components: [],
          component_indexes: [],
          quote_value: 0,
          cte_value: 0,
          difference: 0,
          status: 'equal',
        }),
      );
    return found;
  };
  for (const order of orders ?? []) {
    for (const entry of order.fees) row(entry.fee, feeLabel(entry.fee)).quote_value += entry.value;
  }
  const share = highlightIcms ? icmsShare(cte) : 0;
  let icmsTaken = 0;
  cte.components.forEach((component, index) => {
    const fee = remaps[String(index)] ?? component.fee ?? `cte:${component.name}`;
    const target = row(fee, fee.startsWith('cte:') ? component.name : feeLabel(fee));
    // A component that is the ICMS itself has no ICMS share to take out.
    const tax = fee === 'icms' ? 0 : cents(component.value * share);
    icmsTaken += tax;
    target.cte_value += component.value - tax;
    target.components.push(component.name);
    target.component_indexes.push(index);
  });
  if (highlightIcms && share > 0) row('icms', feeLabel('icms')).cte_value += icmsTaken;

  const fees = [...rows.values()].map((fee) => {
    const quote = cents(fee.quote_value);
    const charged = cents(fee.cte_value);
    const difference = cents(charged - quote);
    return { ...fee, quote_value: quote, cte_value: charged, difference, status: statusOf(difference) };
  });

  const reconciled = orders !== null && orders.length > 0;
  const sum = (pick: (order: ReconciledOrder) => number | null) => {
    const values = (orders ?? []).map(pick).filter((value): value is number => value !== null);
    return values.length ? values.reduce((total, value) => total + value, 0) : null;
  };
  const quoteTotal = sum((order) => order.estimated_cost);
  return {
    fees,
    weight: differenceOf(cte.weight_kg, reconciled ? sum((order) => order.cubed_weight) : null, 3),
    invoice_value: differenceOf(cte.cargo_value, reconciled ? sum((order) => order.cargo_value) : null, 2),
    variation: variationOf(cte.total, reconciled, quoteTotal),
    icms_highlighted: highlightIcms,
  };
}

/** variation {total, message}: what the CT-e charged beyond (or below) the quote, explained. */
function variationOf(charged: number, reconciled: boolean, quote: number | null): Comparison['variation'] {
  if (!reconciled) return { total: null, message: 'CT-e sem pedido conciliado: não há cotação para comparar.' };
  if (quote === null)
    return { total: null, message: 'O pedido conciliado não tem valor de frete cotado para comparar.' };
  const total = cents(charged - quote);
  if (total === 0) return { total, message: `A transportadora cobrou exatamente o valor cotado (${money(quote)}).` };
  const percent =
    quote > 0 ? ` (${((Math.abs(total) / quote) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%)` : '';
  return total > 0
    ? {
        total,
        message: `A transportadora cobrou ${money(total)} a mais que a cotação${percent}: ${money(charged)} no CT-e contra ${money(quote)} cotados.`,
      }
    : {
        total,
        message: `A transportadora cobrou ${money(-total)} a menos que a cotação${percent}: ${money(charged)} no CT-e contra ${money(quote)} cotados.`,
      };
}
