import { fixedRecord } from './fixed-width.js';

/** A bill to write as a carrier would (tests, the browser walk's fixture). Values in BRL. */
export interface DoccobBillSpec {
  series?: string;
  number: string | number;
  /** DDMMAAAA */
  issued: string;
  due: string;
  amount: number;
  ctes: {
    series?: string;
    number: string | number;
    freight: number;
    issued: string;
    sender_cnpj: string;
    carrier_cnpj: string;
  }[];
}

const ascii = { ascii: true };
const LENGTH = 170;

/** A DOCCOB 3.0 file: 000, 350, 351, per bill a 352 and its 353s, 355 totals. */
export function doccobFile(spec: {
  carrier: { cnpj: string; name: string };
  bills: DoccobBillSpec[];
  eol?: '\r\n' | '\n';
}): string {
  const record = (id: string, cells: Parameters<typeof fixedRecord>[2]) => fixedRecord(LENGTH, id, cells, ascii);
  const lines = [
    record('000', [
      { span: [4, 38], text: spec.carrier.name },
      { span: [39, 73], text: 'EMBARCADOR' },
      { span: [74, 83], text: '2811261200' },
      { span: [84, 95], text: 'COB28111200' },
    ]),
    record('350', [{ span: [4, 17], text: 'COBRA28111200' }]),
    record('351', [
      { span: [4, 17], text: spec.carrier.cnpj },
      { span: [18, 57], text: spec.carrier.name },
    ]),
  ];
  for (const bill of spec.bills) {
    lines.push(
      record('352', [
        { span: [4, 13], text: 'MATRIZ' },
        { span: [14, 14], text: '0' },
        { span: [15, 17], text: bill.series ?? '1' },
        { span: [18, 27], number: Number(bill.number) },
        { span: [28, 35], text: bill.issued },
        { span: [36, 43], text: bill.due },
        { span: [44, 58], number: bill.amount, decimals: 2 },
        { span: [59, 61], text: 'BCO' },
        { span: [167, 167], text: 'I' },
      ]),
    );
    for (const ct of bill.ctes)
      lines.push(
        record('353', [
          { span: [4, 13], text: 'MATRIZ' },
          { span: [14, 18], text: ct.series ?? '1' },
          { span: [19, 30], number: Number(ct.number) },
          { span: [31, 45], number: ct.freight, decimals: 2 },
          { span: [46, 53], text: ct.issued },
          { span: [54, 67], text: ct.sender_cnpj },
          { span: [82, 95], text: ct.carrier_cnpj },
        ]),
      );
  }
  lines.push(
    record('355', [
      { span: [4, 7], number: spec.bills.length },
      { span: [8, 22], number: spec.bills.reduce((sum, bill) => sum + bill.amount, 0), decimals: 2 },
    ]),
  );
  return lines.map((line) => line + (spec.eol ?? '\r\n')).join('');
}
