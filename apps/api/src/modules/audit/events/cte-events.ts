import type { FeeLogEntry } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';

export const CteEvents = {
  CteImported: 'cte.imported',
  CteReconciled: 'cte.reconciled',
  CteFeesRemapped: 'cte.fees-remapped',
  CteFeeTypesRefreshed: 'cte.fee-types-refreshed',
  CteApproved: 'cte.approved',
  CteDisputeOpened: 'cte.dispute-opened',
  CteDisputeResolved: 'cte.dispute-resolved',
} as const;

/** Who decided something on a CT-e (null: the system, e.g. an approval within the tolerance). */
export interface DecidedBy {
  user_id: string;
  name: string;
}

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
  /** The carrier's price of the chosen quote, before the company's freight rules (they are not billed). */
  estimated_cost: number | null;
  cargo_value: number;
  cubed_weight: number | null;
  to_address: { name: string; city: string; state: string };
  /** The quote's fees the carrier bills (the freight rules' entries left out). */
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

/** Reprocessing read the components' names again with the company's dictionary: their new fee types, by index. */
export interface CteFeeTypesRefreshed {
  fees: (string | null)[];
}

/** The CT-e is to be paid as charged: within the company's tolerance (automatic) or approved by someone. */
export interface CteApproved {
  automatic: boolean;
  /** The tolerance it was within, for an automatic approval. */
  tolerance: { percentage: number | null; amount: number | null } | null;
  by: DecidedBy | null;
  note: string | null;
  approved_at: string;
}

/** One fee the carrier charged above the quote, as the dispute claims it. */
export interface DisputedFee {
  fee: string;
  label: string;
  components: string[];
  quote_value: number;
  cte_value: number;
  difference: number;
}

/** 'Contestar': the fees charged above the quote are claimed from the carrier, e-mailed to its addresses. */
export interface CteDisputeOpened {
  fees: DisputedFee[];
  /** The sum of the disputed fees' differences: what the company asks back. */
  amount: number;
  emails: string[];
  by: DecidedBy;
  note: string | null;
  opened_at: string;
}

export const DISPUTE_OUTCOMES = ['aceita', 'recusada'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The carrier's answer, recorded by the company: accepted (the amount is recovered) or refused. */
export interface CteDisputeResolved {
  status: DisputeOutcome;
  by: DecidedBy;
  note: string | null;
  resolved_at: string;
}

export type CteEvent =
  | DomainEvent<typeof CteEvents.CteImported, CteImported>
  | DomainEvent<typeof CteEvents.CteReconciled, CteReconciled>
  | DomainEvent<typeof CteEvents.CteFeesRemapped, CteFeesRemapped>
  | DomainEvent<typeof CteEvents.CteFeeTypesRefreshed, CteFeeTypesRefreshed>
  | DomainEvent<typeof CteEvents.CteApproved, CteApproved>
  | DomainEvent<typeof CteEvents.CteDisputeOpened, CteDisputeOpened>
  | DomainEvent<typeof CteEvents.CteDisputeResolved, CteDisputeResolved>;
