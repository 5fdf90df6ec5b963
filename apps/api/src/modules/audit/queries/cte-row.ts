import type { CarrierSummary } from '../../catalog/index.js';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';
import type { ReconciledOrder } from '../events/cte-events.js';
import { compareCte } from './cte-comparison.js';
import type { CteDecision, CteDto, CteShipmentDto, DisputeStatus } from './ctes.dto.js';

/** The columns a CT-e row is shown from; carrier_id is the carrier of ours with the emitter's CNPJ (catalog's names win). */
export const CTE_SELECT = `SELECT c.id, c.number, c.key, c.created_at, c.amount, c.total_weight, c.freight_value, c.difference, c.reconciled_at,
       c.document, c.orders, c.fee_remaps, c.file_name, c.carrier_id,
       c.decision, c.dispute_status, coalesce(c.carrier_name, c.carrier_cnpj) AS emitter_name
  FROM ctes c`;

export interface CteRow {
  id: string;
  number: string;
  key: string;
  created_at: Date;
  amount: string | null;
  total_weight: string | null;
  freight_value: string;
  difference: string | null;
  reconciled_at: Date | null;
  document: ParsedCte;
  orders: ReconciledOrder[] | null;
  fee_remaps: Record<string, string>;
  file_name: string;
  carrier_id: string | null;
  decision: CteDecision | null;
  dispute_status: DisputeStatus | null;
  emitter_name: string | null;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The reconciled orders as the spec's one `shipment`: the first order's identity, the quote summed over all. */
function shipmentOf(orders: ReconciledOrder[] | null): CteShipmentDto | null {
  if (!orders?.length) return null;
  const [first] = orders;
  const costs = orders.map((order) => order.estimated_cost).filter((cost) => cost !== null);
  const weights = orders.map((order) => order.cubed_weight).filter((weight) => weight !== null);
  return {
    reference: orders.map((order) => order.reference).join(', '),
    order_id: first.order_id,
    order_ids: orders.map((order) => order.order_id),
    cargo_value: Math.round(orders.reduce((sum, order) => sum + order.cargo_value, 0) * 100) / 100,
    carrier: first.carrier_name ? { canonical_name: first.carrier_name, name: first.carrier_name } : null,
    to_address: { id: null, ...first.to_address },
    delivery: {
      estimated_cost: costs.length ? Math.round(costs.reduce((sum, cost) => sum + cost, 0) * 100) / 100 : null,
      cubed_weight: weights.length ? weights.reduce((sum, weight) => sum + weight, 0) : null,
      log: orders.flatMap((order) =>
        order.fees.map(({ fee, value, percentage, icms_percentage, gris_percentage, adv_percentage }) => ({
          fee,
          value,
          percentage,
          icms_percentage,
          gris_percentage,
          adv_percentage,
        })),
      ),
    },
  };
}

/** `carriers`: the catalog's carriers of the rows (visibleCarriers), else the emitter's name as the CT-e has it. */
export function cteDtoOf(row: CteRow, carriers: ReadonlyMap<string, CarrierSummary>): CteDto {
  const carrier = row.carrier_id ? carriers.get(row.carrier_id) : undefined;
  // freight_value holds what the CT-e charged with its complements (the list's variation says the same).
  const cte = row.document;
  const { variation } = compareCte({ ...cte, total: Number(row.freight_value) }, row.orders, row.fee_remaps);
  return {
    id: row.id,
    number: row.number,
    key: row.key,
    created_at: row.created_at.toISOString(),
    amount: numberOrNull(row.amount),
    total_weight: numberOrNull(row.total_weight),
    freight_value: Number(row.freight_value),
    difference: numberOrNull(row.difference),
    reconciled: row.reconciled_at !== null,
    invoice: { number: row.orders?.[0]?.invoice_number ?? null },
    carrier: {
      canonical_name: carrier?.canonical_name ?? row.emitter_name ?? '',
      name: carrier?.name ?? row.emitter_name ?? '',
    },
    to_address: {
      id: null,
      name: cte.recipient?.name ?? null,
      city: cte.destination.city,
      state: cte.destination.state,
    },
    variation,
    taxes: cte.components.map((component, index) => ({
      fee: row.fee_remaps[String(index)] ?? component.fee ?? component.name,
      name: component.name,
      value: component.value,
    })),
    shipment: shipmentOf(row.orders),
    decision: row.decision,
    dispute_status: row.dispute_status,
  };
}
