import { describe, expect, it } from 'vitest';
import { readInvoiceFiles, type UploadedFile } from './nfe-archive.js';
import { fixture, SAMPLES } from './nfe-fixtures.spec-helper.js';
import type { InvoiceReading } from './parsed-invoice.js';
import { ZIP_LIMITS, type ZipLimits } from '../../../../platform/fiscal-xml/zip-entries.js';
import { buildZip, type ZipFileSpec } from '../../../../../bench/zip-writer.js';

const MB = 1024 * 1024;
const CPF_KEY = '35180834128745000152550010000474281920007498';
const CNPJ_KEY = '35180834128745000152550010000476491552806942';

async function readAll(files: UploadedFile[], limits?: ZipLimits): Promise<InvoiceReading[]> {
  const readings: InvoiceReading[] = [];
  for await (const reading of readInvoiceFiles(files, limits)) readings.push(reading);
  return readings;
}

/** One line per reading, as the batch's error log would show it. */
const lines = (readings: InvoiceReading[]) =>
  readings.map((r) => (r.ok ? `${r.fileName}: ok ${r.invoice.key}` : `${r.fileName}: ${r.reason}`));

const zip = (name: string, entries: ZipFileSpec[]): UploadedFile => ({ name, content: buildZip(entries) });

describe('readInvoiceFiles', () => {
  it('reads loose XML files and refuses other formats, one line per file, in order', async () => {
    const readings = await readAll([
      { name: 'a.xml', content: fixture(SAMPLES.cpfRecipient) },
      { name: 'boleto.pdf', content: Buffer.from('%PDF-1.4') },
      { name: 'NOTA.XML', content: fixture(SAMPLES.nfce) },
    ]);
    expect(lines(readings)).toEqual([
      `a.xml: ok ${CPF_KEY}`,
      'boleto.pdf: Formato não aceito: envie arquivos .xml ou .zip.',
      'NOTA.XML: NFC-e (modelo 65) não é nota de transporte.',
    ]);
  });

  it('reads a zip mixing good and bad files: nested folders read, others reported, metadata left out', async () => {
    const readings = await readAll([
      zip('notas.zip', [
        { name: 'notas/', content: '' },
        { name: 'notas/agosto/cpf.xml', content: fixture(SAMPLES.cpfRecipient) },
        { name: 'notas/cancelada.xml', content: fixture(SAMPLES.cancelled) },
        { name: 'leia-me.txt', content: 'notas de agosto' },
        { name: '__MACOSX/notas/agosto/._cpf.xml', content: 'resource fork' },
        { name: 'notas/quebrada.xml', content: '<NFe><infNFe>' },
        { name: 'CNPJ.XML', content: fixture(SAMPLES.cnpjRecipient), store: true },
      ]),
    ]);
    expect(lines(readings)).toEqual([
      `notas.zip/notas/agosto/cpf.xml: ok ${CPF_KEY}`,
      'notas.zip/notas/cancelada.xml: NF-e cancelada: o arquivo traz o evento de cancelamento (110111) da nota; uma nota cancelada não gera pedido.',
      'notas.zip/leia-me.txt: Ignorado: dentro do zip só arquivos .xml são lidos.',
      'notas.zip/notas/quebrada.xml: XML malformado na linha 1, coluna 13: o arquivo está incompleto ou corrompido.',
      `notas.zip/CNPJ.XML: ok ${CNPJ_KEY}`,
    ]);
    expect(readings[2]).toMatchObject({ ok: false, skipped: true });
    expect(readings[1]).not.toHaveProperty('skipped');
  });

  it('refuses the second copy of an NF-e in the same batch, loose or zipped', async () => {
    const readings = await readAll([
      { name: 'a.xml', content: fixture(SAMPLES.cpfRecipient) },
      zip('lote.zip', [
        { name: 'b.xml', content: fixture(SAMPLES.cnpjRecipient) },
        { name: 'copia/a.xml', content: fixture(SAMPLES.cpfRecipient) },
      ]),
    ]);
    expect(lines(readings)).toEqual([
      `a.xml: ok ${CPF_KEY}`,
      `lote.zip/b.xml: ok ${CNPJ_KEY}`,
      `lote.zip/copia/a.xml: NF-e duplicada no lote: chave ${CPF_KEY} já lida em a.xml.`,
    ]);
  });

  it('refuses a zip inside a zip, by name and by content, and keeps reading', async () => {
    const inner = buildZip([{ name: 'a.xml', content: fixture(SAMPLES.cpfRecipient) }]);
    const readings = await readAll([
      zip('externo.zip', [
        { name: 'interno.zip', content: inner },
        { name: 'disfarce.xml', content: inner, store: true },
        { name: 'b.xml', content: fixture(SAMPLES.cnpjRecipient) },
      ]),
    ]);
    expect(lines(readings)).toEqual([
      'externo.zip/interno.zip: Zip dentro de zip não é aceito: extraia esse zip e envie o conteúdo.',
      'externo.zip/disfarce.xml: Zip dentro de zip não é aceito (arquivo .xml que é um zip): extraia esse zip e envie o conteúdo.',
      `externo.zip/b.xml: ok ${CNPJ_KEY}`,
    ]);
  });

  it('refuses a zip bomb whose header lies about its size, by compression ratio, and keeps reading', async () => {
    const readings = await readAll([
      zip('bomba.zip', [
        { name: 'bomba.xml', content: Buffer.alloc(64 * MB, ' '), declaredSize: 1024 },
        { name: 'b.xml', content: fixture(SAMPLES.cnpjRecipient) },
      ]),
    ]);
    expect(lines(readings)).toEqual([
      'bomba.zip/bomba.xml: Taxa de compressão acima de 100 para 1: recusado como possível bomba de zip.',
      `bomba.zip/b.xml: ok ${CNPJ_KEY}`,
    ]);
  });

  it('stops inflating an entry past 20 MB even when the header says it is small', async () => {
    const readings = await readAll([
      zip('grande.zip', [{ name: 'grande.xml', content: Buffer.alloc(21 * MB, 'a'), store: true, declaredSize: 100 }]),
    ]);
    expect(lines(readings)).toEqual([
      'grande.zip/grande.xml: Arquivo com mais de 20 MB descompactado: recusado como possível bomba de zip.',
    ]);
  });

  it('stops a zip once its inflated content passes the per-zip limit', async () => {
    const limits = { ...ZIP_LIMITS, maxEntryBytes: 1 * MB, maxZipBytes: 2 * MB };
    const part = Buffer.alloc(0.8 * MB, 'x');
    const readings = await readAll(
      [
        zip('lote.zip', [
          { name: '1.xml', content: part, store: true },
          { name: '2.xml', content: part, store: true },
          { name: '3.xml', content: part, store: true },
          { name: '4.xml', content: fixture(SAMPLES.cpfRecipient) },
        ]),
        { name: 'depois.xml', content: fixture(SAMPLES.cnpjRecipient) },
      ],
      limits,
    );
    expect(lines(readings)).toEqual([
      'lote.zip/1.xml: O arquivo não é um XML.',
      'lote.zip/2.xml: O arquivo não é um XML.',
      'lote.zip/3.xml: Zip interrompido: o conteúdo descompactado passa de 2 MB; este arquivo e os seguintes não foram lidos.',
      `depois.xml: ok ${CNPJ_KEY}`,
    ]);
  });

  it('refuses a zip with more than 2,000 entries as a whole', async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({ name: `n${i}.xml`, content: '<x/>' }));
    expect(lines(await readAll([zip('muitos.zip', entries)]))).toEqual([
      'muitos.zip: O zip tem 2.001 arquivos; o limite é 2.000 por zip: divida em zips menores.',
    ]);
  });

  it('refuses a broken zip, a corrupt entry, an encrypted entry and an unknown compression method', async () => {
    const corrupt = buildZip([{ name: 'a.xml', content: fixture(SAMPLES.cpfRecipient) }]);
    corrupt[30 + 'a.xml'.length] = 0xff; // deflate block type 11 does not exist
    const readings = await readAll([
      { name: 'quebrado.zip', content: Buffer.from('isto não é um zip') },
      { name: 'corrompido.zip', content: corrupt },
      zip('outros.zip', [
        { name: 'senha.xml', content: '<x/>', flags: 0x1 },
        { name: 'bzip2.xml', content: '<x/>', method: 12 },
      ]),
    ]);
    expect(lines(readings)).toEqual([
      'quebrado.zip: Arquivo .zip inválido ou corrompido: não foi possível abrir o zip.',
      'corrompido.zip/a.xml: Arquivo corrompido dentro do zip: não foi possível descompactá-lo.',
      'outros.zip/senha.xml: Arquivo protegido por senha: envie o zip sem senha.',
      'outros.zip/bzip2.xml: Método de compressão 12 não suportado: gere o zip com a compressão padrão (deflate).',
    ]);
  });
});
