/** [first, last] positions of a field, 1-based and inclusive, as the PROCEDA manuals print them. */
export type FieldSpan = readonly [number, number];

/** Where an OCOREN version keeps its records and the fields of its occurrence record. */
export interface OcorenLayout {
  version: string;
  recordLength: number;
  /** Document header (340 in 3.x): its id tells the version. */
  documentRecord: string;
  /** Carrier record (341): CNPJ and name. */
  carrierRecord: string;
  /** One occurrence per NF (342). */
  occurrenceRecord: string;
  /** Optional records of the version (343: the CT that carried the NF), read and passed over. */
  otherRecords: readonly string[];
  carrier: { cnpj: FieldSpan; name: FieldSpan };
  occurrence: {
    cnpj: FieldSpan;
    serie: FieldSpan;
    number: FieldSpan;
    code: FieldSpan;
    /** DDMMAAAA */
    date: FieldSpan;
    /** HHMM */
    time: FieldSpan;
    observation: FieldSpan;
    text: FieldSpan;
  };
}

/** PROCEDA OCOREN 3.0/3.1, 120-character records (CARRIERS.md §4.1, P1 and P2 agree). */
export const OCOREN_31: OcorenLayout = {
  version: '3.1',
  recordLength: 120,
  documentRecord: '340',
  carrierRecord: '341',
  occurrenceRecord: '342',
  otherRecords: ['343'],
  carrier: { cnpj: [4, 17], name: [18, 57] },
  occurrence: {
    cnpj: [4, 17],
    serie: [18, 20],
    number: [21, 28],
    code: [29, 30],
    date: [31, 38],
    time: [39, 42],
    observation: [43, 44],
    text: [45, 114],
  },
};

/**
 * OCOREN 5.0 ('540' records) has no verified public layout (CARRIERS.md §4.1: 250 or 320 characters,
 * 3-digit codes, both unconfirmed); its files are refused unless a layout is passed to the reader.
 */
export const OCOREN_50_DOCUMENT_RECORD = '540';

/** The text of a field of a record (already padded to the layout's length). */
export const field = (record: string, [first, last]: FieldSpan): string => record.slice(first - 1, last);
