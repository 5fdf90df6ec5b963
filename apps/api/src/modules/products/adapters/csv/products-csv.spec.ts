import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRow } from './product-csv-row.js';
import { ProductCsvFileError, productsCsv, readProductCsv } from './products-csv.js';

const HEADER =
  'sku;titulo;preco;cd;prazo_expedicao;largura_cm;altura_cm;comprimento_cm;peso_kg;quantidade;volumes_extras';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'));

describe('readProductCsv', () => {
  it('reads rows with their spreadsheet row numbers, skipping blank lines and keeping quoted line breaks', () => {
    const rows = readProductCsv(
      csv('A;Camiseta;10;CD1;;30;2;40;0,2;1;', '', '"B";"Mesa\ngrande";1.080,65;;2;120;75;60;21;1;'),
    );
    expect(rows.map((r) => [r.line, r.cells.sku, r.cells.titulo, r.cells.preco])).toEqual([
      [2, 'A', 'Camiseta', '10'],
      [4, 'B', 'Mesa\ngrande', '1.080,65'],
    ]);
  });

  it('accepts accents, case and column order in the header, a BOM, and Windows-1252 text', () => {
    const text =
      'Título;SKU;Preço;Largura_CM;Altura_cm;Comprimento_cm;Peso_kg;Quantidade\nCalça jeans;CALCA-1;159,90;30;5;40;0,65;1\n';
    for (const content of [Buffer.from(`\uFEFF${text}`), Buffer.from(text, 'latin1')]) {
      const [row] = readProductCsv(content);
      expect(row.cells).toMatchObject({
        sku: 'CALCA-1',
        titulo: 'Calça jeans',
        preco: '159,90',
        cd: '',
        volumes_extras: '',
      });
    }
  });

  it("takes ',' as the separator when the header has no ';'", () => {
    const [row] = readProductCsv(
      Buffer.from(
        'sku,titulo,preco,largura_cm,altura_cm,comprimento_cm,peso_kg,quantidade\nA,Caneca,"29,90",10,10,10,"0,4",1\n',
      ),
    );
    expect(row.cells).toMatchObject({ sku: 'A', preco: '29,90', peso_kg: '0,4' });
  });

  it.each([
    [
      'an unknown column',
      'sku;titulo;preco;cor;largura_cm;altura_cm;comprimento_cm;peso_kg;quantidade\n',
      'Coluna desconhecida no cabeçalho: cor.',
    ],
    [
      'a missing column',
      'sku;titulo;preco;largura_cm;altura_cm;comprimento_cm;quantidade\nA;B;1;1;1;1;1\n',
      'Coluna obrigatória ausente no cabeçalho: peso_kg.',
    ],
    [
      'a repeated column',
      'sku;sku;titulo;preco;largura_cm;altura_cm;comprimento_cm;peso_kg;quantidade\n',
      'Coluna repetida no cabeçalho: sku.',
    ],
    ['an unclosed quote', `${HEADER}\n"A;B;1\n`, 'O arquivo não é um CSV válido'],
    ['a header only', `${HEADER}\n`, 'O arquivo não tem nenhuma linha de produto além do cabeçalho.'],
    ['an empty file', '', 'O arquivo está vazio.'],
  ])('refuses the whole file with %s', (_, text, message) => {
    expect(() => readProductCsv(Buffer.from(text))).toThrow(ProductCsvFileError);
    expect(() => readProductCsv(Buffer.from(text))).toThrow(message);
  });
});

describe('checkRow', () => {
  const row = (line: string) => readProductCsv(csv(line))[0];

  it('turns cm into metres and reads Brazilian numbers and extra volumes', async () => {
    const checked = await checkRow(
      row('CADEIRA;Cadeira gamer;1.299,90;cd1;3;70;35;72;14,2;1;62x20x62x6,3x1|38x14x38x3,1x2'),
    );
    expect(checked.error).toBeUndefined();
    if (checked.error !== undefined) return;
    expect(checked.centerReference).toBe('cd1');
    expect(checked.fields).toMatchObject({
      reference: 'CADEIRA',
      price: 1299.9,
      expedition_time: 3,
      width: 0.7,
      height: 0.35,
      length: 0.72,
      weight: 14.2,
      quantity: 1,
    });
    expect(checked.fields.property).toEqual([
      { width: 0.62, height: 0.2, length: 0.62, weight: 6.3, quantity: 1 },
      { width: 0.38, height: 0.14, length: 0.38, weight: 3.1, quantity: 2 },
    ]);
  });

  it('answers the form messages for missing and out-of-range values', async () => {
    const checked = await checkRow(row(';;;;400;0;30;1001;0;0;'));
    expect(checked.error).toBeDefined();
    for (const message of [
      'Digite o SKU do produto',
      'Digite o título do produto',
      'Digite o preço do produto',
      'O prazo de expedição deve ser de 0 a 365 dias',
      'A largura deve ser maior que zero',
      'O comprimento deve ser de no máximo 10 m (1000 cm)',
      'O peso deve ser maior que zero',
      'A quantidade de volumes deve ser um número inteiro de 1 a 1000',
    ]) {
      expect(checked.error).toContain(message);
    }
  });

  it.each([
    [
      'missing measures say they are missing, once each',
      'A;Caneca;10;;;;10;10;;1;',
      'Digite a largura. Digite o peso.',
    ],
    [
      'a weight of zero gives its minimum only',
      'A;Caneca;10;;;10;10;10;0;1;',
      'O peso deve ser maior que zero (no mínimo 1 g)',
    ],
    [
      'a weight of 20 t gives its maximum only',
      'A;Caneca;10;;;10;10;10;20000;1;',
      'O peso deve ser de no máximo 10.000 kg',
    ],
    [
      'an extra volume weighing zero names the extra volume',
      'A;Caneca;10;;;10;10;10;1;1;10x10x10x0x1',
      'Volume extra: o peso deve ser maior que zero (no mínimo 1 g)',
    ],
  ])('gives each field one message, the right one (29.37): %s', async (_, line, message) => {
    expect((await checkRow(row(line))).error).toBe(message);
  });

  it('reports an unreadable number once, as unreadable', async () => {
    const checked = await checkRow(row('A;Caneca;abc;;;10;10;10;0,4;1;10x10'));
    expect(checked.error).toBe(
      "Preço inválido: 'abc'. Volumes extras inválidos: use largura x altura x comprimento x peso x quantidade (cm e kg), volumes separados por |.",
    );
  });
});

describe('productsCsv', () => {
  it('writes the import format, which reads back to the same product', async () => {
    const text = productsCsv([
      {
        reference: 'MESA;120',
        description: 'Mesa "escritório"',
        price: 649,
        center_reference: 'CD1',
        expedition_time: 5,
        width: 0.62,
        height: 0.1,
        length: 1.25,
        weight: 21,
        quantity: 1,
        property: [{ width: 0.15, height: 0.1, length: 0.75, weight: 4.4, quantity: 2 }],
      },
    ]);
    expect(text).toBe(`\uFEFF${HEADER}\n"MESA;120";"Mesa ""escritório""";649,00;CD1;5;62;10;125;21;1;15x10x75x4,4x2\n`);
    const checked = await checkRow(readProductCsv(Buffer.from(text))[0]);
    expect(checked.error).toBeUndefined();
    if (checked.error === undefined)
      expect(checked.fields).toMatchObject({
        reference: 'MESA;120',
        description: 'Mesa "escritório"',
        price: 649,
        width: 0.62,
        length: 1.25,
      });
  });
});

describe('docs/examples/produtos.csv', () => {
  it('is a valid file: every row is accepted', async () => {
    const rows = readProductCsv(
      readFileSync(new URL('../../../../../../../docs/examples/produtos.csv', import.meta.url)),
    );
    expect(rows).toHaveLength(10);
    const checked = await Promise.all(rows.map(checkRow));
    expect(checked.filter((row) => row.error !== undefined)).toEqual([]);
  });
});
