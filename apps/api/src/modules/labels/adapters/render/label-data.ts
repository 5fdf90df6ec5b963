/**
 * Everything printed on one package's label (issue 31), whoever the carrier: the renderers
 * (label-pdf.ts, label-zpl.ts) take only this, so a label is a pure function of its data.
 */
export interface LabelParty {
  name: string;
  /** Printed lines: street and number, complement, neighbourhood. */
  lines: string[];
  city: string;
  state: string;
  /** 8 digits. */
  zip: string;
  phone: string | null;
}

export interface LabelData {
  /** The carrier's name and service as printed ('Correios · SEDEX', 'Transportadora Rápida'). */
  carrier: string;
  service: string | null;
  /** The carrier's tracking code (Correios object code, Jadlog shipmentId) or, without one, the order reference. */
  tracking_code: string;
  order_reference: string;
  /** Package n of `of`. */
  package: { n: number; of: number; weight_kg: number };
  sender: LabelParty;
  recipient: LabelParty;
  /** 44 digits, printed as Code 128; null when the order has no NF-e key. */
  invoice_key: string | null;
  invoice_number: string | null;
  /**
   * The 2D code's text: the Correios DataMatrix string (CARRIERS.md §1.7, `correiosDataMatrix`) for
   * Correios, else a compact text with tracking code, CEP and NF-e key.
   */
  matrix: string;
}
