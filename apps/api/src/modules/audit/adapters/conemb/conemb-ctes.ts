import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UploadedFile } from '../../../../platform/fiscal-xml/upload-readings.js';
import { refusal } from '../../../../platform/fiscal-xml/file-refusal.js';
import { type ConembCt, readConemb } from '../../../carrier-integrations/index.js';
import { nfId, orderKeysOfNfs } from './conemb-nf-keys.js';
import { componentFeeTypes, type FeeDictionary } from '../../domain/cte/cte-fee-types.js';
import type { CteReading, ParsedCte } from '../../domain/cte/parsed-cte.js';

/** A PROCEDA text file (CONEMB) rather than a CT-e XML or zip: it starts with its 000 header. */
export const isConembFile = (file: UploadedFile): boolean =>
  file.content.subarray(0, 3).toString('latin1') === '000' ||
  (file.content[0] === 0x1f && file.content[1] === 0x8b && file.name.toLowerCase().endsWith('.txt.gz'));

/**
 * A CONEMB without the CT-e key (P3's variant, or a carrier that leaves it blank) is stored under a
 * key of its own: 'CONEMB', the carrier's CNPJ, série and número, 44 characters like a real key,
 * so the same CT sent twice is refused as already imported.
 */
export const conembKey = (carrierCnpj: string, series: string, number: string): string =>
  `CONEMB${carrierCnpj.padStart(14, '0')}${series.padStart(5, '0')}${number.padStart(19, '0')}`.slice(0, 44);

/**
 * The CT of a CONEMB file as CT-e readings, so the CT-e import reconciles and audits them like an
 * XML (docs/edi-files.md): each NF (série, número, the embarcadora's CNPJ) is looked up among the
 * company's orders with an NF-e key; those keys reconcile the CT. A bad line is a refusal named
 * 'file linha N'.
 */
@Injectable()
export class ConembCtes {
  constructor(private readonly db: DataSource) {}

  async *readings(companyId: string, file: UploadedFile, dictionary: FeeDictionary): AsyncGenerator<CteReading> {
    let carrier = { cnpj: '', name: '' };
    const cts: { line: number; ct: ConembCt }[] = [];
    for await (const read of readConemb([file.content])) {
      if (read.kind === 'file-refused') {
        yield refusal(file.name, read.reason);
        return;
      }
      if (read.kind === 'carrier') carrier = { cnpj: read.cnpj, name: read.name };
      else if (read.kind === 'refused') yield refusal(`${file.name} linha ${read.line}`, read.reason);
      else cts.push(read);
    }
    const keys = await orderKeysOfNfs(
      this.db,
      companyId,
      cts.flatMap(({ ct }) => ct.nfs),
    );
    for (const { line, ct } of cts)
      yield { ok: true, fileName: `${file.name} linha ${line}`, cte: parsedCte(ct, carrier, keys, dictionary) };
  }
}

function parsedCte(
  ct: ConembCt,
  carrier: { cnpj: string; name: string },
  keys: Map<string, string[]>,
  dictionary: FeeDictionary,
): ParsedCte {
  const carrierCnpj = ct.carrier_cnpj || carrier.cnpj;
  const fees = componentFeeTypes(ct.components, ct.total, dictionary);
  const shipper = { federal_tax_id: ct.shipper_cnpj, name: null, city: null, state: null };
  const nfeKeys = [...new Set(ct.nfs.flatMap((nf) => keys.get(nfId(ct.shipper_cnpj, nf.series, nf.number)) ?? []))];
  return {
    key: ct.key ?? conembKey(carrierCnpj, ct.series, ct.number),
    number: ct.number,
    series: ct.series,
    version: 'CONEMB',
    issued_at: new Date(`${ct.issued_on}T00:00:00-03:00`).toISOString(),
    type: 0,
    carrier: { cnpj: carrierCnpj || null, name: carrier.name || null },
    // CIF: the embarcadora pays the freight; FOB: the recipient, whom a CONEMB does not name.
    payer:
      ct.freight_condition === 'F'
        ? { federal_tax_id: null, name: null, city: null, state: null, role: 'destinatario' }
        : { ...shipper, role: 'remetente' },
    sender: shipper,
    recipient: null,
    origin: { city: null, state: null },
    destination: { city: null, state: null },
    total: ct.total,
    receivable: ct.total,
    components: ct.components.map((component, index) => ({ ...component, fee: fees[index] ?? null })),
    icms: ct.icms && {
      group: ct.icms.tax_substitution ? '60' : '00',
      cst: null,
      base_reduction: null,
      base: ct.icms.base,
      rate: ct.icms.rate,
      value: ct.icms.value,
    },
    quantities: ct.weight_kg > 0 ? [{ measure: 'PESO TRANSPORTADO', unit: 'KG', quantity: ct.weight_kg }] : [],
    weight_kg: ct.weight_kg > 0 ? ct.weight_kg : null,
    cargo_value: null,
    nfe_keys: nfeKeys,
    nfs: ct.nfs,
  };
}
