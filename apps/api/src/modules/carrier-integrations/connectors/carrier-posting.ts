/**
 * What a connector that registers shipments with its carrier adds to the port (issue 31): a
 * pre-posting per package (the carrier's tracking code comes back), its cancellation, and the
 * carrier's own label when it offers one. Connectors without it (SSW, EDI) get Despacho's own label.
 */
import type { ConnectorContext } from './carrier-connector.js';

export interface PostingAddress {
  zip: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  /** Two letters. */
  state: string;
}

export interface PostingParty {
  name: string;
  /** Digits only: CPF (11) or CNPJ (14). */
  tax_id: string;
  /** Digits only, with the area code; null when unknown. */
  phone: string | null;
  email: string | null;
  address: PostingAddress;
}

/** One physical package (a volume line of quantity 3 is three packages). */
export interface PostingRequest {
  /**
   * Stable per package (`{shipment_id}:{n}`): a retried call with the same key must never make a
   * second pre-posting; the connector sends it where the carrier lets it find the first one again.
   */
  idempotency_key: string;
  order_reference: string;
  /** The carrier's service (Correios codigoServico, Jadlog modalidade), from the connection; null: the connector's default. */
  service_code: string | null;
  sender: PostingParty;
  recipient: PostingParty;
  invoice: { number: string | null; series: string | null; key: string | null; value: number };
  /** Package n of `of` in the order. */
  package: {
    n: number;
    of: number;
    weight_kg: number;
    height_cm: number;
    width_cm: number;
    length_cm: number;
    declared_value: number;
    content: string;
  };
}

export interface PrePosting {
  /** The carrier's id of the pre-posting (Correios `id`, Jadlog `codigo`), used to cancel and for labels. */
  posting_id: string;
  /** What the carrier tracks it by (Correios object code, Jadlog shipmentId): the volume's tracking number. */
  tracking_number: string;
}

/** The carrier's label, asked for asynchronously (Correios): a receipt first, the PDF later. */
export type CarrierLabelDownload = { ready: true; pdf: Buffer } | { ready: false };

export interface CarrierPosting {
  /**
   * Registers one package; answers the existing pre-posting when `idempotency_key` was already
   * posted (looked up at the carrier, or its duplicate answer read). A refusal (bad CEP, weight over
   * the service's limit, no invoice nor content declaration…) throws CarrierApiError kind 'refused'
   * with the carrier's reason in pt-BR; expired credentials kind 'auth'.
   */
  prePost(context: ConnectorContext, request: PostingRequest): Promise<PrePosting>;
  /** Cancels at the carrier; a pre-posting already cancelled counts as done (no throw). */
  cancel(context: ConnectorContext, posting: PrePosting): Promise<void>;
  /** Present when the carrier prints its own label: asks for the PDF of these pre-postings; answers a receipt. */
  requestLabel?(context: ConnectorContext, postingIds: readonly string[]): Promise<string>;
  /** The PDF of a receipt, or not ready yet (Correios PPN-291); PPN-295/297 throw 'refused'. */
  downloadLabel?(context: ConnectorContext, receipt: string): Promise<CarrierLabelDownload>;
}
