import type { FileRefusal } from '../../../../platform/fiscal-xml/file-refusal.js';
import type { FeeType } from './cte-fee-types.js';

export interface CteParty {
  /** CNPJ or CPF, digits only; null when the group has neither. */
  federal_tax_id: string | null;
  name: string | null;
  city: string | null;
  state: string | null;
}

/** One vPrest/Comp: the carrier's own name for the charge, and the fee type of ours it maps to (null: unknown). */
export interface CteComponent {
  name: string;
  value: number;
  fee: FeeType | null;
}

/** imp/ICMS: which group the carrier used (00, 20, 45, 60, 90, OutraUF, SN) and its numbers. */
export interface CteIcms {
  group: string;
  cst: string | null;
  /** pRedBC, % of the base left out (ICMS20, ICMS90, OutraUF). */
  base_reduction: number | null;
  base: number | null;
  rate: number | null;
  value: number;
}

/** One infCarga/infQ line; quantity in kg when unit is KG or TON (converted). */
export interface CteQuantity {
  measure: string;
  unit: 'M3' | 'KG' | 'TON' | 'UNIDADE' | 'LITROS' | 'MMBTU' | null;
  quantity: number;
}

/** The data of one authorised CT-e (model 57) an audit compares with the order's quote. Values in BRL, weights in kg. */
export interface ParsedCte {
  key: string;
  number: string;
  series: string;
  /** The XML layout, or 'CONEMB' for a CT read from a carrier's CONEMB file (docs/edi-files.md). */
  version: '3.00' | '4.00' | 'CONEMB';
  issued_at: string | null;
  /** tpCTe: 0 normal, 1 complemento, 2 anulação (3.00), 3 substituto. */
  type: number;
  carrier: { cnpj: string | null; name: string | null };
  /** The tomador: whoever pays the freight (toma3/toma4). */
  payer: CteParty & { role: 'remetente' | 'expedidor' | 'recebedor' | 'destinatario' | 'outros' | null };
  sender: CteParty | null;
  recipient: CteParty | null;
  /** exped and receb: who hands the goods to the carrier and who takes them at the end, when not the sender or recipient. Absent in CT-e imported before they were read. */
  expeditor?: CteParty | null;
  receiver?: CteParty | null;
  origin: { city: string | null; state: string | null };
  destination: { city: string | null; state: string | null };
  /** vTPrest: what the service costs, compared with the quote. */
  total: number;
  /** vRec: what is to be paid. */
  receivable: number | null;
  components: CteComponent[];
  icms: CteIcms | null;
  quantities: CteQuantity[];
  /** The weight the carrier charged on (PESO TAXADO, else BASE DE CÁLCULO, CUBADO, AFERIDO, REAL/BRUTO...); null when no weight line. */
  weight_kg: number | null;
  /** infCarga/vCarga, the declared value of the goods. */
  cargo_value: number | null;
  /** The NF-e keys the CT-e carries (infDoc/infNFe, or rem/infNFe on old layouts), without repeats. */
  nfe_keys: string[];
  /**
   * The CT-e this one refers to: the complemented ones (tpCTe 1, infCteComp/chCTe) or the replaced
   * one (tpCTe 3, infCTeNorm/infCteSub/chCte). Absent in CT-e imported before it was read.
   */
  refers_to?: string[];
  /** A CONEMB's NFs by série and número (it carries no NF-e keys); absent for an XML. */
  nfs?: { series: string; number: string }[];
}

export type CteReading = { ok: true; fileName: string; cte: ParsedCte } | FileRefusal;
