import type { FeeLogEntry } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';
import type { ParsedCte } from '../cte/parsed-cte.js';

export const CteEvents = {
  CteImported: 'cte.imported',
  CteReconciled: 'cte.reconciled',
  CteFeesRemapped: 'cte.fees-remapped',
} as const;

/** A CT-e read from an uploaded file (CreateCteFromXml), as the reader found it. */
export interface CteImported {
  cte_id: string;
  company_id: string;
  batch_id: string | null;
  file_name: string;
  /** The carrier of ours with the CT-e's emitter CNPJ, when there is one. */
  carrier_id: string | null;
  document: ParsedCte;
  imported_at: string;
}

/** What an order's quote said, kept as it was when the CT-e was reconciled with it. */
export interface ReconciledOrder {
  order_id: string;
  reference: string;
  invoice_key: string;
  invoice_number: string | null;
  carrier_name: string | null;
  estimated_cost: number | null;
  cargo_value: number;
  cubed_weight: number | null;
  to_address: { name: string; city: string; state: string };
  fees: FeeLogEntry[];
}

/** The CT-e's NF-e keys matched orders of the company (at import, on Reprocess or when the order arrived). */
export interface CteReconciled {
  orders: ReconciledOrder[];
  reconciled_at: string;
}

/** The user compares these CT-e components (indexes in vPrest/Comp) with another quote fee; null: back to the dictionary's. */
export interface CteFeesRemapped {
  components: number[];
  fee: string | null;
}

export type CteEvent =
  | DomainEvent<typeof CteEvents.CteImported, CteImported>
  | DomainEvent<typeof CteEvents.CteReconciled, CteReconciled>
  | DomainEvent<typeof CteEvents.CteFeesRemapped, CteFeesRemapped>;
