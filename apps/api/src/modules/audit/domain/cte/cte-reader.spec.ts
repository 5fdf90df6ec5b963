import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../../../bench/zip-writer.js';
import { readCteFiles } from './cte-archive.js';
import { feeTypeOf, normaliseComponentName } from './cte-fee-types.js';
import { CTE_SAMPLES, cteFixtureText } from './cte-fixtures.spec-helper.js';
import { readCteXml } from './cte-reader.js';
import type { CteReading, ParsedCte } from './parsed-cte.js';

const V4_KEY = '42240302484555000343570020003396861082134657';

function read(xml: string, dictionary = {}): ParsedCte {
  const reading = readCteXml(xml, 'cte.xml', dictionary);
  if (!reading.ok) throw new Error(reading.reason);
  return reading.cte;
}

function reason(xml: string | Buffer): string {
  const reading = readCteXml(xml, 'cte.xml');
  if (reading.ok) throw new Error('expected a refusal');
  return reading.reason;
}

/** The authorised 3.00 CT-e of the protocol sample, its status turned to authorised (100). */
const authorisedV3 = () =>
  cteFixtureText(CTE_SAMPLES.v3CancelledProtocol).replace('<cStat>101</cStat>', '<cStat>100</cStat>');

/** The 4.00 sample's bare CTe element, without cteProc and protocol. */
const bareV4 = () => {
  const xml = cteFixtureText(CTE_SAMPLES.v4);
  return xml.slice(xml.indexOf('<CTe '), xml.indexOf('</CTe>') + '</CTe>'.length);
};

describe('readCteXml on the public samples', () => {
  it('reads a 4.00 cteProc: key, number, carrier, route, total, each component mapped, ICMS00, weights, NF-e key', () => {
    const cte = read(cteFixtureText(CTE_SAMPLES.v4));
    expect(cte).toMatchObject({
      key: V4_KEY,
      number: '99203223',
      series: '2',
      version: '4.00',
      issued_at: '2024-03-27T03:00:00.000Z',
      type: 0,
      carrier: { cnpj: '92382301841312', name: 'FANTASMA TRANSPORTES LTDA' },
      payer: { role: 'remetente', federal_tax_id: '23924902942209', name: 'INDUSTRIA FANTASMA DE TESTE' },
      origin: { city: 'SAO JOAO BATISTA', state: 'SC' },
      destination: { city: 'VARGEM GRANDE PAULISTA', state: 'SP' },
      total: 221.19,
      receivable: 221.19,
      cargo_value: 3016.92,
      weight_kg: 209.8,
      nfe_keys: ['02394910232349239234934138491040891884149930'],
    });
    expect(cte.components).toEqual([
      { name: 'FPESO', value: 117.78, fee: 'weight' },
      { name: 'FVALOR', value: 4.24, fee: 'adv' },
      { name: 'PEDAGIO', value: 13.11, fee: 'toll' },
      { name: 'TAXAS', value: 79.64, fee: null },
      { name: 'GRIS', value: 3.15, fee: 'gris' },
      { name: 'TAS', value: 3.27, fee: null },
    ]);
    expect(cte.components.reduce((sum, c) => sum + c.value, 0)).toBeCloseTo(cte.total, 2);
    expect(cte.icms).toMatchObject({ group: '00', cst: '00' });
    expect(cte.quantities).toContainEqual({ measure: 'PESO BASE DE CALCULO', unit: 'KG', quantity: 209.8 });
  });

  it('reads the 29 infNFe groups of one CT-e as its 8 distinct NF-e keys, and its exempt ICMS45 group', () => {
    const xml = cteFixtureText(CTE_SAMPLES.v4ManyKeys);
    expect(xml.match(/<infNFe>/g)).toHaveLength(29);
    const cte = read(xml);
    expect(cte.nfe_keys).toHaveLength(8);
    expect(cte.nfe_keys[0]).toBe('02394910232349239234934138491040891884149930');
    expect(cte.icms).toMatchObject({ group: '45', value: 0 });
  });

  it('reads a 3.00 CT-e with ICMS20 and a reduced base (the sample as if authorised)', () => {
    const cte = read(authorisedV3());
    expect(cte).toMatchObject({
      key: '24210231626841000132570010000007811746401259',
      version: '3.00',
      total: 4840.42,
      components: [],
      cargo_value: 1716,
      weight_kg: 13000,
      nfe_keys: ['24210234533611000117550010000005081684535350'],
      icms: { group: '20', cst: '20', base_reduction: 50, base: 2420.21, rate: 12, value: 290.42 },
    });
  });

  it('refuses a CT-e whose protocol says cancelled (101), with the SEFAZ motive', () => {
    expect(reason(cteFixtureText(CTE_SAMPLES.v3CancelledProtocol))).toBe(
      'CT-e cancelado: o protocolo da SEFAZ tem a situação 101 (Cancelamento de CT-e homologado); um CT-e cancelado não entra na auditoria.',
    );
  });

  it('refuses a CT-e with a registered cancellation event (110111, 135) appended', () => {
    expect(reason(cteFixtureText(CTE_SAMPLES.v3CancelEventAppended))).toBe(
      'CT-e cancelado: o arquivo traz o evento de cancelamento (110111); um CT-e cancelado não entra na auditoria.',
    );
  });

  it('keeps a CT-e whose cancellation the SEFAZ rejected, and reads its Simples Nacional ICMS', () => {
    const xml = cteFixtureText(CTE_SAMPLES.v3CancelEventAppended).replace('<cStat>135</cStat>', '<cStat>573</cStat>');
    expect(read(xml)).toMatchObject({ total: 100, icms: { group: 'SN', cst: '90', value: 0 } });
  });

  it('refuses a correction letter (110110)', () => {
    expect(reason(cteFixtureText(CTE_SAMPLES.correctionLetter))).toBe(
      'Carta de correção de CT-e (evento 110110) não é um CT-e: ela não altera valores; envie o XML do CT-e autorizado.',
    );
  });
});

describe('readCteXml on more public samples: other carriers, layouts and ICMS groups', () => {
  it('reads ICMS60 (tax withheld by the payer) from its ST fields', () => {
    const cte = read(cteFixtureText(CTE_SAMPLES.v4IcmsSt));
    expect(cte).toMatchObject({ key: V4_KEY, total: 221.19, receivable: 221.19 });
    expect(cte.icms).toEqual({ group: '60', cst: '60', base_reduction: null, base: 221.19, rate: 12, value: 20 });
  });

  it('reads carrier and parties with an alphanumeric CNPJ, and a key whose CNPJ has letters', () => {
    const xml = cteFixtureText(CTE_SAMPLES.v4AlphanumericCnpj);
    expect(read(xml)).toMatchObject({
      carrier: { cnpj: 'LWNDT383000182', name: 'FANTASMA TRANSPORTES LTDA' },
      payer: { role: 'remetente', federal_tax_id: '992Z30KX000193' },
      recipient: { federal_tax_id: '2T82HN7P000105' },
      icms: { group: '00', base: 221.19, rate: 12, value: 26.54 },
    });
    // From July 2026 the emitter's CNPJ inside the key may carry letters too.
    const key = ['422403', 'LWNDT383000182', '570020003396861082134657'].join('');
    const nfe = ['352608', '992Z30KX000193', '550010000012341000012346'].join('');
    const lettered = xml
      .replace(`Id="CTe${V4_KEY}"`, `Id="CTe${key}"`)
      .replace('<chave>02394910232349239234934138491040891884149930</chave>', `<chave>${nfe}</chave>`);
    expect(read(lettered)).toMatchObject({ key, nfe_keys: [nfe] });
    expect(reason(xml.replace(`Id="CTe${V4_KEY}"`, `Id="CTe${key.toLowerCase()}"`))).toMatch(
      /^Chave de acesso do CT-e ausente ou inválida/,
    );
  });

  it('reads a 4.00 CT-e of the tax reform (IBSCBS beside ICMSSN): Simples Nacional, one Frete component, gross weight', () => {
    expect(read(cteFixtureText(CTE_SAMPLES.v4TaxReform))).toMatchObject({
      key: '35240759594315000157570010000057311040445890',
      number: '573',
      version: '4.00',
      carrier: { cnpj: '59594315000157', name: 'Empresa Simples Nacional' },
      payer: { role: 'destinatario', federal_tax_id: '46081676000158', city: 'Manaus', state: 'AM' },
      origin: { city: 'São Paulo', state: 'SP' },
      total: 100,
      components: [{ name: 'Frete', value: 100, fee: 'weight' }],
      icms: { group: 'SN', cst: '90', value: 0 },
      quantities: [
        { measure: 'VOLUME', unit: 'M3', quantity: 1000 },
        { measure: 'PESO BRUTO', unit: 'KG', quantity: 500 },
        { measure: 'UNIDADE', unit: 'UNIDADE', quantity: 2 },
      ],
      weight_kg: 500,
      cargo_value: 1000,
      nfe_keys: ['41190806117473000150550010000586251016759484'],
    });
  });

  it('reads a bare 3.00 CTe without components or NF-e keys; a line coded M3 is no weight, whatever tpMed says', () => {
    expect(read(cteFixtureText(CTE_SAMPLES.v3Bare))).toMatchObject({
      key: '43120178408960000182570010000000041000000047',
      number: '4',
      version: '3.00',
      carrier: { cnpj: '78408960000182', name: 'KERBER E CIA. LTDA.' },
      payer: { role: 'remetente', federal_tax_id: '78408960000182' },
      destination: { city: 'UNIAO DA VITORIA', state: 'PR' },
      total: 2300,
      components: [],
      icms: { group: '00', cst: '00', base: 2300, rate: 12, value: 276 },
      quantities: [{ measure: 'TON', unit: 'M3', quantity: 9.3 }],
      weight_kg: null,
      cargo_value: 174.38,
      nfe_keys: [],
    });
  });

  it('reads a lone FRETE VALOR equal to the total as the whole freight, not the ad valorem', () => {
    const xml = cteFixtureText(CTE_SAMPLES.v3LoneFreteValor);
    expect(read(xml)).toMatchObject({
      key: '41171099999999999999570020000024631000000108',
      number: '2463',
      payer: { role: 'destinatario', federal_tax_id: '06539526000120' },
      total: 3334.32,
      components: [{ name: 'FRETE VALOR', value: 3334.32, fee: 'weight' }],
      icms: { group: '00', base: 3334.32, rate: 12, value: 400.12 },
      weight_kg: 18145,
      cargo_value: 130333.31,
      nfe_keys: ['43160472202112000136550000000010571048440722'],
    });
    const beside = xml.replace(
      '<Comp><xNome>FRETE VALOR</xNome><vComp>3334.32</vComp></Comp>',
      '<Comp><xNome>FRETE PESO</xNome><vComp>3300.00</vComp></Comp><Comp><xNome>FRETE VALOR</xNome><vComp>34.32</vComp></Comp>',
    );
    expect(read(beside).components.map((c) => c.fee)).toEqual(['weight', 'adv']);
    expect(read(xml, { 'FRETE VALOR': 'adv' }).components[0]?.fee).toBe('adv');
  });

  it('reads a 3.00 CT-e with a CPF sender, other documents (no NF-e key) and a KILO weight line', () => {
    expect(read(cteFixtureText(CTE_SAMPLES.v3OtherDocuments))).toMatchObject({
      key: '51160624686092000173570010000000031000000020',
      carrier: { cnpj: '24686092000173', name: 'P J TOSTA TRANSPORTES ME' },
      payer: { role: 'remetente', federal_tax_id: '72304553915', name: 'ROGERIO MARCIO TOLARDO' },
      total: 4000,
      components: [],
      icms: { group: 'SN', cst: '90', value: 0 },
      weight_kg: 50,
      cargo_value: 79400,
      nfe_keys: [],
    });
  });

  it('reads an authorised 3.00 cteProc to abroad (UF EX); a PESO BRUTO line coded UNIDADE is no weight', () => {
    expect(read(cteFixtureText(CTE_SAMPLES.v3Export))).toMatchObject({
      key: '41181028796029000140570260000000081486169211',
      number: '8',
      series: '26',
      carrier: { cnpj: '28796029000140' },
      destination: { city: 'Exterior', state: 'EX' },
      total: 100,
      components: [],
      icms: { group: 'SN', value: 0 },
      quantities: [{ measure: 'PESO BRUTO', unit: 'UNIDADE', quantity: 10 }],
      weight_kg: null,
      cargo_value: 0,
      nfe_keys: ['41181022545265000108550270000004041610511676'],
    });
  });

  it('refuses a 2.00 CT-e and a CT-e OS (model 67), each with its reason', () => {
    expect(reason(cteFixtureText(CTE_SAMPLES.v2))).toBe(
      'Leiaute de CT-e 2.00 não suportado: envie CT-e nas versões 3.00 ou 4.00.',
    );
    expect(reason(cteFixtureText(CTE_SAMPLES.cteOs))).toBe(
      'O arquivo é um CT-e OS (modelo 67, transporte de pessoas ou valores), sem notas de mercadoria a conciliar, não um CT-e.',
    );
  });
});

describe('readCteXml on variants built from the samples', () => {
  it('reads a bare CTe (no protocol) and one behind a UTF-8 BOM', () => {
    expect(read(bareV4()).key).toBe(V4_KEY);
    expect(
      readCteXml(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(cteFixtureText(CTE_SAMPLES.v4))]),
        'bom.xml',
      ),
    ).toMatchObject({ ok: true, cte: { key: V4_KEY } });
  });

  it('converts TON to kg and prefers PESO TAXADO over the real weight', () => {
    const xml = bareV4().replace(
      '<infQ>',
      '<infQ><cUnid>02</cUnid><tpMed>PESO TAXADO</tpMed><qCarga>0.2500</qCarga></infQ><infQ>',
    );
    expect(read(xml).weight_kg).toBe(250);
  });

  it('reads NF-e keys under rem on the old layout and a toma4 payer', () => {
    const xml = authorisedV3()
      .replace(
        '<toma3>\n                    <toma>3</toma>\n                </toma3>',
        '<toma4><toma>4</toma><CNPJ>11222333000181</CNPJ><xNome>PAGADOR</xNome></toma4>',
      )
      .replace('<rem>', '<rem><infNFe><chave>35121268252816000146550010000016161002008470</chave></infNFe>');
    const cte = read(xml);
    expect(cte.nfe_keys).toEqual([
      '24210234533611000117550010000005081684535350',
      '35121268252816000146550010000016161002008470',
    ]);
    expect(cte.payer).toMatchObject({ role: 'outros', federal_tax_id: '11222333000181', name: 'PAGADOR' });
  });

  it('keeps double-encoded accents readable', () => {
    const xml = bareV4()
      .replace('<xNome>FANTASMA TRANSPORTES LTDA</xNome>', '<xNome>TRANSPORTES SÃƒO JOSÃ‰</xNome>')
      .replace('<xNome>PEDAGIO</xNome>', '<xNome>PEDÃ¡GIO</xNome>');
    const cte = read(xml);
    expect(cte.carrier.name).toBe('TRANSPORTES SÃO JOSÉ');
    expect(cte.components[2]).toEqual({ name: 'PEDáGIO', value: 13.11, fee: 'toll' });
  });

  it('refuses an unsupported layout, an NF-e sent as CT-e, another model, a DOCTYPE and a denied CT-e', () => {
    expect(reason(bareV4().replace('versao="4.00" Id=', 'versao="2.00" Id='))).toBe(
      'Leiaute de CT-e 2.00 não suportado: envie CT-e nas versões 3.00 ou 4.00.',
    );
    expect(reason('<nfeProc versao="4.00"><NFe/></nfeProc>')).toBe(
      'O arquivo é uma NF-e: importe-a em Pedidos > Importar notas, não um CT-e.',
    );
    expect(reason(bareV4().replace('<mod>57</mod>', '<mod>67</mod>'))).toBe(
      'Documento modelo 67 não é um CT-e (modelo 57).',
    );
    expect(reason(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${bareV4()}`)).toMatch(
      /^XML com DOCTYPE .* um CT-e não tem DOCTYPE/,
    );
    expect(reason(authorisedV3().replace('<cStat>100</cStat>', '<cStat>110</cStat>'))).toMatch(
      /^CT-e denegado pela SEFAZ \(110: /,
    );
  });

  it('uses the company dictionary before the default one', () => {
    const cte = read(bareV4(), { TAXAS: 'tdc', FVALOR: null });
    expect(cte.components.map((c) => c.fee)).toEqual(['weight', null, 'toll', 'tdc', 'gris', null]);
  });
});

describe('component names', () => {
  it.each([
    ['Frete Liquido', 'weight'],
    ['FRET.INTERMUNIC', 'weight'],
    ['Ad. Valorem', 'adv'],
    ['84, 2 - COLETA', 'pickup'],
    ['SEC/CAT', 'pickup'],
    ['PEDÁGIO', 'toll'],
    ['BAF SE/N', null],
    ['VL FRETE', 'weight'],
    ['Valor do Frete', 'weight'],
    ['FRETE VALOR', 'adv'],
    ['TAS', null],
  ])('%s → %s', (name, fee) => expect(feeTypeOf(name)).toBe(fee));

  it('normalises accents, case and punctuation', () =>
    expect(normaliseComponentName(' Ad.  Valorem ')).toBe('AD VALOREM'));
});

describe('readCteFiles', () => {
  it('reads a zip, refusing the duplicate and the event, nothing else of the batch lost', async () => {
    const content = buildZip([
      { name: 'a.xml', content: cteFixtureText(CTE_SAMPLES.v4) },
      { name: 'cce.xml', content: cteFixtureText(CTE_SAMPLES.correctionLetter) },
      { name: 'copia.xml', content: bareV4() },
      { name: 'b.xml', content: authorisedV3() },
    ]);
    const readings: CteReading[] = [];
    for await (const reading of readCteFiles([{ name: 'ctes.zip', content }])) readings.push(reading);
    expect(readings.map((r) => (r.ok ? `${r.fileName}: ok` : `${r.fileName}: ${r.reason}`))).toEqual([
      'ctes.zip/a.xml: ok',
      'ctes.zip/cce.xml: Carta de correção de CT-e (evento 110110) não é um CT-e: ela não altera valores; envie o XML do CT-e autorizado.',
      `ctes.zip/copia.xml: CT-e duplicado no lote: chave ${V4_KEY} já lida em ctes.zip/a.xml.`,
      'ctes.zip/b.xml: ok',
    ]);
  });
});
