import { describe, expect, it } from 'vitest';
import { fixture, fixtureText, SAMPLES } from './nfe-fixtures.spec-helper.js';
import { readInvoiceXml } from './nfe-reader.js';
import type { InvoiceReading, ParsedInvoice } from './parsed-invoice.js';

function invoiceOf(reading: InvoiceReading): ParsedInvoice {
  if (!reading.ok) throw new Error(`expected an invoice, got: ${reading.reason}`);
  return reading.invoice;
}

function reasonOf(reading: InvoiceReading): string {
  if (reading.ok) throw new Error(`expected a refusal, got the invoice ${reading.invoice.key}`);
  return reading.reason;
}

const read = (xml: Buffer | string, fileName = 'nota.xml') => readInvoiceXml(xml, fileName);
/** The CPF sample with one change, for the crafted cases. */
const cpfSampleWith = (change: (xml: string) => string) => read(change(fixtureText(SAMPLES.cpfRecipient)));

describe('readInvoiceXml on the real samples', () => {
  it('reads an NF-e to a person (CPF): recipient, carrier, one volume of 6.970 kg, value and items', () => {
    const reading = read(fixture(SAMPLES.cpfRecipient), SAMPLES.cpfRecipient);
    expect(reading.ok && reading.fileName).toBe(SAMPLES.cpfRecipient);
    const invoice = invoiceOf(reading);
    expect(invoice).toMatchObject({
      key: '35180834128745000152550010000474281920007498',
      number: '47428',
      series: '1',
      model: 55,
      issued_at: '2018-08-07T12:19:15.000Z',
      reference: '47428',
      emitter: { cnpj: '34128745000152', name: 'Alimentos Ltda.', state: 'SP' },
      carrier: { cnpj: '25663791000160', name: 'TRANSP E ENCOMENDAS LTDA' },
      volumes: [{ quantity: 1, gross_weight: 6.97, net_weight: 6.97, species: null }],
      total_weight_kg: 6.97,
      cargo_value: 347.28,
    });
    expect(invoice.recipient).toEqual({
      type: 'cpf',
      federal_tax_id: '68161525650',
      name: 'FULANO DOS SANTOS',
      phone: null,
      email: null,
      address: {
        zip: '30411123',
        street1: 'RUA DA PAZ',
        number: '1',
        street2: 'Apto 1',
        neighborhood: 'CALAFATE',
        city: 'Belo Horizonte',
        state: 'MG',
        country: 'BRA',
      },
    });
    expect(invoice.items).toHaveLength(6);
    expect(invoice.items[0]).toEqual({
      reference: '1208',
      description: 'QUINOA 100G (2X50G)',
      quantity: 6,
      unit_value: 7.155,
      total: 42.93,
    });
  });

  it('reads an NF-e to a company (CNPJ) with 15 volumes whose gross weight differs from the net one', () => {
    const invoice = invoiceOf(read(fixture(SAMPLES.cnpjRecipient)));
    expect(invoice.recipient).toMatchObject({
      type: 'cnpj',
      federal_tax_id: '97493746000116',
      name: 'DANIELA - ME',
      phone: '3512345678',
      address: {
        zip: '37476123',
        street1: 'RUA ANTONIO',
        number: '3',
        street2: null,
        neighborhood: 'CENTRO',
        city: 'Cristina',
        state: 'MG',
      },
    });
    expect(invoice.volumes).toEqual([{ quantity: 15, gross_weight: 52.11, net_weight: 49.35, species: null }]);
    expect(invoice.total_weight_kg).toBe(52.11);
    expect(invoice).toMatchObject({
      key: '35180834128745000152550010000476491552806942',
      number: '47649',
      cargo_value: 879.68,
    });
    expect(invoice.items).toHaveLength(16);
    expect(invoice.carrier).toEqual({ cnpj: '48840871000140', name: 'TRANSP E LOG LTDA ERELI' });
  });

  it('keeps a volume without weights with null weights and no total weight', () => {
    const invoice = invoiceOf(read(fixture(SAMPLES.volumeWithoutWeights)));
    expect(invoice.volumes).toEqual([
      { quantity: 1, gross_weight: null, net_weight: null, species: 'CAIXA DE PAPELÃO' },
    ]);
    expect(invoice.total_weight_kg).toBeNull();
    expect(invoice).toMatchObject({
      key: '26180875335849000115550010000016871192213331',
      cargo_value: 5780,
      emitter: { name: 'Teste Produtos Médicos Ltda - ME', state: 'PE' },
      carrier: { cnpj: '02012862002707', name: 'LATAM LINHAS AEREAS S/A' },
      recipient: {
        type: 'cnpj',
        federal_tax_id: '37148260000119',
        name: 'MEDICOS, HOSP, IMP. E EXP. LTDA',
        phone: '99999999',
        address: { zip: '11025012', street2: 'Sala 4', city: 'Santos', state: 'SP' },
      },
    });
  });

  it('reads 41 items and 1015 volumes from a file without XML declaration, taking the key from infNFe', () => {
    const xml = fixture(SAMPLES.manyItemsNoDeclaration);
    expect(xml.toString('utf8', 0, 5)).not.toBe('<?xml');
    const invoice = invoiceOf(read(xml));
    expect(invoice.items).toHaveLength(41);
    expect(invoice.items[40]).toMatchObject({ reference: expect.any(String), quantity: expect.any(Number) });
    expect(invoice.items.reduce((sum, item) => sum + item.total, 0)).toBeCloseTo(224078, 2);
    // The anonymised protocol carries another chNFe: the signed infNFe Id wins.
    expect(invoice.key).toBe('94567341576807000161550010000699161000436194');
    expect(invoice).toMatchObject({
      number: '69916',
      cargo_value: 238643.07,
      volumes: [{ quantity: 1015, gross_weight: 3924.188, net_weight: 3445.132, species: null }],
      total_weight_kg: 3924.188,
      emitter: { name: 'FULANO & DE TAL LTDA' },
      recipient: { federal_tax_id: '96274637000145', address: { zip: '96880000', city: 'Vera Cruz', state: 'RS' } },
    });
  });

  it('refuses the NF-e that carries its cancellation event', () => {
    expect(reasonOf(read(fixture(SAMPLES.cancelled)))).toBe(
      'NF-e cancelada: o arquivo traz o evento de cancelamento (110111) da nota; uma nota cancelada não gera pedido.',
    );
  });

  it('refuses the NFC-e (model 65) as not a shipping invoice', () => {
    expect(reasonOf(read(fixture(SAMPLES.nfce)))).toBe('NFC-e (modelo 65) não é nota de transporte.');
  });

  it('refuses a correction letter (CC-e) event file', () => {
    expect(reasonOf(read(fixture(SAMPLES.correctionLetter)))).toBe(
      'Carta de correção (CC-e, evento 110110) não é uma NF-e: envie o XML da nota autorizada.',
    );
  });
});

describe('readInvoiceXml on other shapes of a good NF-e', () => {
  const expected = invoiceOf(read(fixture(SAMPLES.cpfRecipient)));

  it('reads a bare NFe (no nfeProc) with namespace prefixes, given as a string', () => {
    const bare = /<NFe [\s\S]*<\/NFe>/.exec(fixtureText(SAMPLES.cpfRecipient))![0];
    const prefixed = bare.replace(/<(\/?)(\w+)/g, '<$1nfe:$2').replace('<nfe:NFe xmlns=', '<nfe:NFe xmlns:nfe=');
    expect(prefixed).toContain('<nfe:dest>');
    expect(invoiceOf(read(prefixed))).toEqual(expected);
  });

  it('reads an ISO-8859-1 file that says so, and one that does not, keeping the accents', () => {
    const text = fixtureText(SAMPLES.volumeWithoutWeights);
    const declared = Buffer.from(text.replace('encoding="utf-8"', 'encoding="ISO-8859-1"'), 'latin1');
    const undeclared = Buffer.from(text, 'latin1');
    for (const xml of [declared, undeclared]) {
      expect(invoiceOf(read(xml)).emitter.name).toBe('Teste Produtos Médicos Ltda - ME');
    }
  });

  it('takes the order reference from compra/xPed, else from an order number in infCpl, else the NF-e number', () => {
    const withPurchase = cpfSampleWith((xml) =>
      xml.replace('</transp>', '</transp><compra><xPed>LOJA-9981</xPed></compra>'),
    );
    expect(invoiceOf(withPurchase).reference).toBe('LOJA-9981');
    const withNote = cpfSampleWith((xml) => xml.replace('<infCpl>', '<infCpl>Pedido nº 552233 - '));
    expect(invoiceOf(withNote).reference).toBe('552233');
    expect(expected.reference).toBe(expected.number);
  });

  it('restores the leading zero some emitters drop from the CEP', () => {
    const invoice = invoiceOf(cpfSampleWith((xml) => xml.replace('<CEP>30411123</CEP>', '<CEP>1310100</CEP>')));
    expect(invoice.recipient.address.zip).toBe('01310100');
  });

  it('keeps an NF-e whose cancellation request the SEFAZ rejected', () => {
    const rejectedCancellation = fixtureText(SAMPLES.cancelled).replace('<cStat>135</cStat>', '<cStat>573</cStat>');
    expect(invoiceOf(read(rejectedCancellation)).key).toBe('35210258716523000119550000000573661346317847');
  });
});

describe('readInvoiceXml refusals', () => {
  it.each([
    [
      'a billion-laughs payload',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`,
    ],
    [
      'an external entity (XXE)',
      `<?xml version="1.0"?><!DOCTYPE NFe [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><NFe><infNFe>&xxe;</infNFe></NFe>`,
    ],
    ['a lower-case doctype after the root', `<nfeProc>\n<!doctype x>\n</nfeProc>`],
  ])('refuses %s before parsing', (_, xml) => {
    expect(reasonOf(read(xml))).toBe(
      'XML com DOCTYPE ou declaração de entidades não é aceito: uma NF-e não tem DOCTYPE (proteção contra XXE e expansão de entidades).',
    );
  });

  it.each([
    ['an empty file', '', 'Arquivo vazio.'],
    ['a PDF', '%PDF-1.4\n%âãÏÓ', 'O arquivo não é um XML.'],
    [
      'a mismatched tag',
      '<NFe>\n<infNFe></NFe>',
      'XML malformado na linha 2, coluna 14: o arquivo está incompleto ou corrompido.',
    ],
    [
      'a CT-e',
      '<cteProc xmlns="http://www.portalfiscal.inf.br/cte"><CTe/></cteProc>',
      'O arquivo é um CT-e (conhecimento de transporte), não uma NF-e.',
    ],
    ['any other XML', '<?xml version="1.0"?><rss><channel/></rss>', 'O XML não é uma NF-e (elemento raiz <rss>).'],
    [
      'a cancellation event file',
      '<procEventoNFe><evento><infEvento><tpEvento>110111</tpEvento></infEvento></evento></procEventoNFe>',
      'Evento de cancelamento de NF-e não é uma NF-e',
    ],
    [
      'another event file',
      '<procEventoNFe><evento><infEvento><tpEvento>210200</tpEvento></infEvento></evento></procEventoNFe>',
      'Evento de NF-e (tipo 210200) não é uma NF-e',
    ],
  ])('refuses %s', (_, xml, reason) => {
    expect(reasonOf(read(xml))).toContain(reason);
  });

  it('refuses a truncated NF-e, pointing at where it ends', () => {
    const truncated = fixtureText(SAMPLES.cpfRecipient).slice(0, 3000);
    expect(reasonOf(read(truncated))).toContain(`XML malformado na linha ${truncated.split('\n').length}, coluna`);
  });

  it('refuses a file over 5 MB without parsing it', () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, ' ');
    big.write('<NFe>');
    expect(reasonOf(read(big))).toBe('Arquivo maior que 5 MB: uma NF-e não passa desse tamanho.');
  });

  it.each([
    [
      'no recipient',
      (xml: string) => xml.replace(/<dest>[\s\S]*<\/dest>/, ''),
      'NF-e sem destinatário (grupo dest): não há para quem entregar.',
    ],
    [
      'no recipient address',
      (xml: string) => xml.replace(/<enderDest>[\s\S]*<\/enderDest>/, ''),
      'NF-e sem endereço do destinatário (grupo enderDest).',
    ],
    [
      'no CEP',
      (xml: string) => xml.replace('<CEP>30411123</CEP>', ''),
      'Endereço do destinatário sem CEP: não é possível calcular o frete.',
    ],
    [
      'no neighbourhood',
      (xml: string) => xml.replace('<xBairro>CALAFATE</xBairro>', ''),
      'Endereço do destinatário incompleto: falta o bairro (xBairro).',
    ],
    [
      'a foreign recipient',
      (xml: string) => xml.replace('<CPF>68161525650</CPF>', '<idEstrangeiro>X1</idEstrangeiro>'),
      'Destinatário sem CPF nem CNPJ (estrangeiro): só entregamos no Brasil.',
    ],
    [
      'a recipient abroad',
      (xml: string) => xml.replace('<UF>MG</UF>', '<UF>EX</UF>'),
      'Destinatário no exterior: só entregamos no Brasil.',
    ],
    [
      'another model',
      (xml: string) => xml.replace('<mod>55</mod>', '<mod>57</mod>'),
      'Documento modelo 57 não é uma NF-e (modelo 55).',
    ],
    [
      'a protocol of cancellation',
      (xml: string) => xml.replace('<cStat>100</cStat>', '<cStat>101</cStat>'),
      'NF-e cancelada: o protocolo da SEFAZ tem a situação 101',
    ],
    [
      'a denied NF-e',
      (xml: string) => xml.replace('<cStat>100</cStat>', '<cStat>302</cStat>'),
      'NF-e denegada pela SEFAZ (302: Autorizado o uso da NF-e)',
    ],
    [
      'a rejected NF-e',
      (xml: string) => xml.replace('<cStat>100</cStat>', '<cStat>539</cStat>'),
      'NF-e não autorizada pela SEFAZ (539',
    ],
    [
      'no key',
      (xml: string) => xml.replace(/Id="NFe\d+"/, '').replace(/<chNFe>\d+<\/chNFe>/, ''),
      'Chave de acesso da NF-e ausente ou inválida',
    ],
    [
      'no total value',
      (xml: string) => xml.replace(/<vNF>[\d.]+<\/vNF>/, ''),
      'NF-e sem o valor total da nota (ICMSTot/vNF).',
    ],
    [
      'a cancellation event appended inside nfeProc',
      (xml: string) =>
        xml.replace(
          '</nfeProc>',
          '<procEventoNFe><evento><infEvento><tpEvento>110112</tpEvento></infEvento></evento></procEventoNFe></nfeProc>',
        ),
      'NF-e cancelada: o arquivo traz o evento de cancelamento (110112)',
    ],
  ])('refuses an NF-e with %s', (_, change, reason) => {
    expect(reasonOf(cpfSampleWith(change))).toContain(reason);
  });

  it('never throws, whatever it is given', () => {
    const reading = readInvoiceXml(null as unknown as string, 'x.xml');
    expect(reading).toMatchObject({
      ok: false,
      fileName: 'x.xml',
      reason: expect.stringContaining('Não foi possível ler a NF-e'),
    });
  });
});
