import { fixedRecord, type RecordOptions } from './fixed-width.js';

/**
 * NOTFIS 3.1 (PROCEDA): the shipper's invoices for the carrier, 240-character records
 * (CARRIERS.md §4.2, positions of P1 `Enviabybus/node-edi-proceda` proceda-3-10 schemas).
 */
export const NOTFIS_RECORD_LENGTH = 240;

export interface NotfisParty {
  name: string;
  /** CNPJ or CPF, digits (or the alphanumeric CNPJ). */
  federal_tax_id: string;
  state_registration?: string | null;
  street: string;
  neighborhood?: string | null;
  city: string;
  zip: string;
  /** IBGE code of the city, when known. */
  city_code?: string | null;
  state: string;
  phone?: string | null;
}

export interface NotfisInvoice {
  recipient: NotfisParty;
  /** The pickup's number (romaneio de coleta). */
  romaneio: string;
  /** C: CIF (the shipper pays the freight), F: FOB. */
  freight_condition: 'C' | 'F';
  series: string;
  number: string;
  /** YYYY-MM-DD */
  issued_on: string;
  nature: string;
  species: string;
  volumes: number;
  /** BRL */
  value: number;
  /** kg */
  weight: number;
  /** 44 characters; null: the order has no NF-e key. */
  nfe_key: string | null;
}

export interface NotfisFile {
  /** 000: who sends (the company) and who receives (the carrier). */
  sender: string;
  receiver: string;
  /** São Paulo wall clock of the file. */
  created_at: Date;
  /** 0–9, ends the interchange and document ids (the pickup's number's last digit). */
  sequence: number;
  /** 311: the embarcadora (the company at its distribution center) and the day the goods leave. */
  shipper: NotfisParty;
  /** YYYY-MM-DD */
  shipped_on: string;
  invoices: NotfisInvoice[];
}

export interface NotfisOptions extends RecordOptions {
  eol: '\r\n' | '\n';
  /** Write the NF-e key at 242–285 of each 313 (P1's variant); false keeps every record at 240. */
  nfe_key: boolean;
}

export const DEFAULT_NOTFIS_OPTIONS: NotfisOptions = { eol: '\r\n', ascii: true, nfe_key: true };

const SAO_PAULO = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(at: Date): { ddmmaaaa: string; ddmmaa: string; hhmm: string } {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    ddmmaaaa: `${parts.day}${parts.month}${parts.year}`,
    ddmmaa: `${parts.day}${parts.month}${parts.year!.slice(2)}`,
    hhmm: `${parts.hour}${parts.minute}`,
  };
}

/** YYYY-MM-DD → DDMMAAAA */
const ddmmaaaa = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
const digitsOf = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * The NOTFIS file of one shipment: 000, 310, 311, then per invoice its recipient (312) and the
 * invoice (313), and the totals (318). Answers the bytes (ASCII, or ISO-8859-1 when `ascii` is off).
 */
export function writeNotfis(file: NotfisFile, options: NotfisOptions = DEFAULT_NOTFIS_OPTIONS): Buffer {
  const at = wallClock(file.created_at);
  const stamp = `${at.ddmmaa.slice(0, 4)}${at.hhmm}${file.sequence % 10}`;
  const record = (id: string, cells: Parameters<typeof fixedRecord>[2]) =>
    fixedRecord(NOTFIS_RECORD_LENGTH, id, cells, options);
  const lines = [
    record('000', [
      { span: [4, 38], text: file.sender },
      { span: [39, 73], text: file.receiver },
      { span: [74, 79], text: at.ddmmaa },
      { span: [80, 83], text: at.hhmm },
      { span: [84, 95], text: `NOT${stamp}` },
    ]),
    record('310', [{ span: [4, 17], text: `NOTFI${stamp}` }]),
    record('311', [
      { span: [4, 17], text: digitsOf(file.shipper.federal_tax_id) },
      { span: [18, 32], text: file.shipper.state_registration },
      { span: [33, 72], text: file.shipper.street },
      { span: [73, 107], text: file.shipper.city },
      { span: [108, 116], text: digitsOf(file.shipper.zip) },
      { span: [117, 125], text: file.shipper.state },
      { span: [126, 133], text: ddmmaaaa(file.shipped_on) },
      { span: [134, 173], text: file.shipper.name },
    ]),
  ];
  for (const invoice of file.invoices) {
    const recipient = invoice.recipient;
    const taxId = digitsOf(recipient.federal_tax_id);
    lines.push(
      record('312', [
        { span: [4, 43], text: recipient.name },
        { span: [44, 57], text: taxId.padStart(14, '0') },
        { span: [58, 72], text: recipient.state_registration },
        { span: [73, 112], text: recipient.street },
        { span: [113, 132], text: recipient.neighborhood },
        { span: [133, 167], text: recipient.city },
        { span: [168, 176], text: digitsOf(recipient.zip) },
        { span: [177, 185], text: recipient.city_code },
        { span: [186, 194], text: recipient.state },
        { span: [199, 233], text: recipient.phone },
        { span: [234, 234], text: taxId.length === 11 ? '2' : '1' },
      ]),
    );
    const nf = record('313', [
      { span: [4, 18], text: invoice.romaneio },
      { span: [26, 26], text: '1' }, // rodoviário
      { span: [27, 27], text: '2' }, // carga fracionada
      { span: [28, 28], text: '2' }, // carga seca
      { span: [29, 29], text: invoice.freight_condition },
      { span: [30, 32], text: invoice.series.padStart(3, '0').slice(-3) },
      { span: [33, 41], number: Number(invoice.number.replace(/\D/g, '') || 0) },
      { span: [42, 49], text: ddmmaaaa(invoice.issued_on) },
      { span: [50, 63], text: invoice.nature },
      { span: [64, 78], text: invoice.species },
      { span: [79, 85], number: invoice.volumes, decimals: 2 },
      { span: [86, 101], number: invoice.value, decimals: 2 },
      { span: [102, 108], number: invoice.weight, decimals: 2 },
      { span: [113, 113], text: 'S' }, // tipo de ICMS: alíquota normal (31.h4.2)
      { span: [114, 114], text: 'N' }, // seguro efetuado pela transportadora: não
      { span: [213, 213], text: 'I' }, // ação: inclusão
      { span: [238, 238], text: 'N' }, // bonificação: não
    ]);
    // P1's 313 carries the key after a blank at 241: the record is then 285 characters.
    lines.push(options.nfe_key && invoice.nfe_key ? `${nf} ${invoice.nfe_key.slice(0, 44).padEnd(44, ' ')}` : nf);
  }
  const total = (pick: (invoice: NotfisInvoice) => number) =>
    file.invoices.reduce((sum, invoice) => sum + pick(invoice), 0);
  lines.push(
    record('318', [
      { span: [4, 18], number: total((i) => i.value), decimals: 2 },
      { span: [19, 33], number: total((i) => i.weight), decimals: 2 },
      { span: [34, 48], number: 0, decimals: 2 },
      { span: [49, 63], number: total((i) => i.volumes), decimals: 2 },
      { span: [64, 78], number: 0, decimals: 2 },
      { span: [79, 93], number: 0, decimals: 2 },
    ]),
  );
  return Buffer.from(lines.map((line) => line + options.eol).join(''), options.ascii ? 'ascii' : 'latin1');
}
