import type { BrazilState } from '@despacho/domain';
import type { FileRefusal } from '../../../../platform/fiscal-xml/file-refusal.js';

// The shared refusal of the fiscal XML readers, under the names the NF-e code uses.
export {
  FileRefused as InvoiceRefused,
  refusal,
  type FileRefusal as InvoiceRefusal,
} from '../../../../platform/fiscal-xml/file-refusal.js';

/** The data of one NF-e (model 55) that an order is built from. Weights in kg, values in BRL. */
export interface ParsedInvoice {
  /** Chave de acesso, 44 digits. */
  key: string;
  /** nNF, as printed on the DANFE. */
  number: string;
  series: string;
  model: 55;
  /** dhEmi (dEmi in layouts before 3.10) as an ISO instant; null when the file has neither. */
  issued_at: string | null;
  /** The order reference: see orderReferenceOf. */
  reference: string;
  emitter: { cnpj: string | null; name: string; state: string | null };
  recipient: InvoiceRecipient;
  carrier: { cnpj: string | null; name: string | null } | null;
  volumes: InvoiceVolume[];
  /** Per volume the gross weight, else the net one, summed; null when no volume has a weight. */
  total_weight_kg: number | null;
  /** ICMSTot/vNF. */
  cargo_value: number;
  items: InvoiceItem[];
}

export interface InvoiceRecipient {
  type: 'cpf' | 'cnpj';
  federal_tax_id: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: {
    zip: string;
    street1: string;
    number: string;
    street2: string | null;
    neighborhood: string;
    city: string;
    state: BrazilState;
    country: 'BRA';
  };
}

export interface InvoiceVolume {
  quantity: number;
  gross_weight: number | null;
  net_weight: number | null;
  species: string | null;
}

export interface InvoiceItem {
  reference: string;
  description: string;
  quantity: number;
  unit_value: number;
  total: number;
}

/** A good reading keeps the XML it was read from: an imported order keeps it as its invoice file. */
export type InvoiceReading = { ok: true; fileName: string; invoice: ParsedInvoice; xml: Buffer } | FileRefusal;
