import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTFIS_OPTIONS, type NotfisFile, writeNotfis } from './notfis-writer.js';

/** 1-based inclusive positions, as CARRIERS.md §4.2 and the PROCEDA manual print them. */
const at = (line: string, first: number, last: number) => line.slice(first - 1, last);

const file: NotfisFile = {
  sender: 'Loja São João Ltda',
  receiver: 'Transportadora Rápida',
  // 14:05 in São Paulo (UTC-3)
  created_at: new Date('2026-11-28T17:05:00Z'),
  sequence: 1042,
  shipper: {
    name: 'Loja São João Ltda',
    federal_tax_id: '12.345.678/0001-95',
    state_registration: '110042490114',
    street: 'Rua Açaí, 100',
    city: 'São Paulo',
    zip: '01310-100',
    state: 'SP',
  },
  shipped_on: '2026-11-30',
  invoices: [
    {
      recipient: {
        name: 'Maria da Conceição',
        federal_tax_id: '123.456.789-09',
        street: 'Av. Brasil, 1500 - ap 12',
        neighborhood: 'Jardim América',
        city: 'Rio de Janeiro',
        zip: '20040-002',
        state: 'RJ',
        phone: '21999990000',
      },
      romaneio: '1042',
      freight_condition: 'C',
      series: '1',
      number: '4321',
      issued_on: '2026-11-27',
      nature: 'VENDA',
      species: 'VOLUMES',
      volumes: 3,
      value: 1234.56,
      weight: 12.5,
      nfe_key: '35261112345678000195550010000043211000043210',
    },
    {
      recipient: {
        name: 'Comércio Beta SA',
        federal_tax_id: '98765432000198',
        street: 'Rua B, 2',
        neighborhood: 'Centro',
        city: 'Curitiba',
        zip: '80010000',
        state: 'PR',
      },
      romaneio: '1042',
      freight_condition: 'C',
      series: '2',
      number: '77',
      issued_on: '2026-11-28',
      nature: 'VENDA',
      species: 'VOLUMES',
      volumes: 1,
      value: 99.9,
      weight: 0.35,
      nfe_key: null,
    },
  ],
};

describe('writeNotfis (NOTFIS 3.1, 240 positions)', () => {
  const text = writeNotfis(file).toString('latin1');
  const lines = text.split('\r\n');

  it('writes CRLF records of 240 characters in order 000 310 311 (312 313)* 318, ASCII without accents', () => {
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => line.slice(0, 3))).toEqual(['000', '310', '311', '312', '313', '312', '313', '318']);
    // The first 313 carries its NF-e key at 242–285 (P1's variant); every other record is 240 long.
    expect(lines.map((line) => line.length)).toEqual([240, 240, 240, 240, 285, 240, 240, 240]);
    expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
  });

  it('000: remetente 4–38, destinatário 39–73, data DDMMAA 74–79, hora HHMM 80–83, intercâmbio 84–95', () => {
    const line = lines[0]!;
    expect(at(line, 4, 38)).toBe('Loja Sao Joao Ltda'.padEnd(35));
    expect(at(line, 39, 73)).toBe('Transportadora Rapida'.padEnd(35));
    expect(at(line, 74, 79)).toBe('281126');
    expect(at(line, 80, 83)).toBe('1405');
    expect(at(line, 84, 95)).toBe('NOT281114052');
    expect(at(line, 96, 240).trim()).toBe('');
  });

  it('310: documento 4–17', () => {
    expect(at(lines[1]!, 4, 17)).toBe('NOTFI281114052');
  });

  it('311: CNPJ 4–17, IE 18–32, logradouro 33–72, município 73–107, CEP 108–116, UF 117–125, embarque 126–133, razão 134–173', () => {
    const line = lines[2]!;
    expect(at(line, 4, 17)).toBe('12345678000195');
    expect(at(line, 18, 32)).toBe('110042490114   ');
    expect(at(line, 33, 72)).toBe('Rua Acai, 100'.padEnd(40));
    expect(at(line, 73, 107)).toBe('Sao Paulo'.padEnd(35));
    expect(at(line, 108, 116)).toBe('01310100 ');
    expect(at(line, 117, 125)).toBe('SP       ');
    expect(at(line, 126, 133)).toBe('30112026');
    expect(at(line, 134, 173)).toBe('Loja Sao Joao Ltda'.padEnd(40));
    expect(at(line, 174, 240).trim()).toBe('');
  });

  it('312: razão 4–43, CNPJ/CPF 44–57, logradouro 73–112, bairro 113–132, município 133–167, CEP 168–176, UF 186–194, comunicação 199–233, tipo 234', () => {
    const cpf = lines[3]!;
    expect(at(cpf, 4, 43)).toBe('Maria da Conceicao'.padEnd(40));
    expect(at(cpf, 44, 57)).toBe('00012345678909');
    expect(at(cpf, 58, 72).trim()).toBe('');
    expect(at(cpf, 73, 112)).toBe('Av. Brasil, 1500 - ap 12'.padEnd(40));
    expect(at(cpf, 113, 132)).toBe('Jardim America'.padEnd(20));
    expect(at(cpf, 133, 167)).toBe('Rio de Janeiro'.padEnd(35));
    expect(at(cpf, 168, 176)).toBe('20040002 ');
    expect(at(cpf, 177, 185).trim()).toBe('');
    expect(at(cpf, 186, 194)).toBe('RJ       ');
    expect(at(cpf, 199, 233)).toBe('21999990000'.padEnd(35));
    expect(at(cpf, 234, 234)).toBe('2');
    const cnpj = lines[5]!;
    expect(at(cnpj, 44, 57)).toBe('98765432000198');
    expect(at(cnpj, 234, 234)).toBe('1');
  });

  it('313: romaneio 4–18, meio/tipo/carga 26–28, condição 29, série 30–32, número 33–41, emissão 42–49, natureza 50–63, espécie 64–78, volumes 79–85, valor 86–101, peso 102–108, ICMS 113, seguro 114, ação 213, chave NF-e 242–285', () => {
    const line = lines[4]!;
    expect(at(line, 4, 18)).toBe('1042'.padEnd(15));
    expect(at(line, 19, 25).trim()).toBe('');
    expect(at(line, 26, 28)).toBe('122');
    expect(at(line, 29, 29)).toBe('C');
    expect(at(line, 30, 32)).toBe('001');
    expect(at(line, 33, 41)).toBe('000004321');
    expect(at(line, 42, 49)).toBe('27112026');
    expect(at(line, 50, 63)).toBe('VENDA'.padEnd(14));
    expect(at(line, 64, 78)).toBe('VOLUMES'.padEnd(15));
    expect(at(line, 79, 85)).toBe('0000300');
    expect(at(line, 86, 101)).toBe('0000000000123456');
    expect(at(line, 102, 108)).toBe('0001250');
    expect(at(line, 109, 112)).toBe('    ');
    expect(at(line, 113, 114)).toBe('SN');
    expect(at(line, 213, 213)).toBe('I');
    expect(at(line, 238, 238)).toBe('N');
    expect(at(line, 241, 241)).toBe(' ');
    expect(at(line, 242, 285)).toBe('35261112345678000195550010000043211000043210');
    // The order without a key keeps its 313 at 240 positions.
    expect(lines[6]!.length).toBe(240);
    expect(at(lines[6]!, 33, 41)).toBe('000000077');
    expect(at(lines[6]!, 102, 108)).toBe('0000035');
  });

  it('318: valor 4–18, peso 19–33, cubagem 34–48, volumes 49–63, a cobrar 64–78, seguro 79–93', () => {
    const line = lines[7]!;
    expect(at(line, 4, 18)).toBe('000000000133446');
    expect(at(line, 19, 33)).toBe('000000000001285');
    expect(at(line, 34, 48)).toBe('0'.repeat(15));
    expect(at(line, 49, 63)).toBe('000000000000400');
    expect(at(line, 64, 93)).toBe('0'.repeat(30));
    expect(at(line, 94, 240).trim()).toBe('');
  });

  it('is configurable: LF endings, every record at 240 without the key, ISO-8859-1 accents kept', () => {
    const plain = writeNotfis(file, { eol: '\n', ascii: false, nfe_key: false }).toString('latin1');
    expect(plain).not.toContain('\r');
    const records = plain.split('\n').filter(Boolean);
    expect(records.every((line) => line.length === 240)).toBe(true);
    expect(at(records[0]!, 4, 38).trim()).toBe('Loja São João Ltda');
    expect(DEFAULT_NOTFIS_OPTIONS).toEqual({ eol: '\r\n', ascii: true, nfe_key: true });
  });

  it('refuses a value too big for its positions instead of writing it wrong', () => {
    const huge = { ...file, invoices: [{ ...file.invoices[1]!, weight: 100_000 }] };
    expect(() => writeNotfis(huge)).toThrow(RangeError);
  });
});
