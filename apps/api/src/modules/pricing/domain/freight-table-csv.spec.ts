import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFreightTableCsv } from './freight-table-csv.js';

const EXAMPLE = readFileSync(new URL('../../../../../../docs/examples/tabela-frete-v3.csv', import.meta.url), 'utf8');
const HEADER = 'cep_inicial;cep_final;uf;regiao;prazo;ate_10kg;ate_20kg;excedente_kg;adv_percentual;pedagio_base';

const table = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('parseFreightTableCsv', () => {
  it('reads the documented example: every state, sorted, Brazilian numbers', () => {
    const routes = parseFreightTableCsv(EXAMPLE);
    expect(routes).toHaveLength(32);
    expect(new Set(routes.map((r) => r.state)).size).toBe(27);
    expect(routes[0]).toMatchObject({
      zipFrom: 1000000,
      zipTo: 5999999,
      state: 'SP',
      region: 'CAPITAL',
      deadlineDays: 1,
      bands: [
        { upToKg: 10, price: 33.15 },
        { upToKg: 20, price: 38.92 },
        { upToKg: 40, price: 50.15 },
        { upToKg: 60, price: 63.73 },
        { upToKg: 100, price: 84.55 },
      ],
      gris: { percent: 0.1, min: 1.55, threshold: 10000, percentAbove: 0.23 },
      adv: { percent: 0.316, min: 4.37 },
      toll: { value: 6.46, basis: 'shipment' },
    });
    expect(routes.find((r) => r.state === 'AM')?.toll.basis).toBe('fraction_100kg');
  });

  it('accepts comma separators, masked CEPs, plain decimals, a BOM and accented headers', () => {
    const csv =
      '\uFEFFCEP_Inicial,CEP_Final,UF,Região,Prazo,ate_0.5kg,ate_10kg\n01000-000,01999-999,sp,Centro,3,"12,50",20.75\n';
    expect(parseFreightTableCsv(csv)).toEqual([
      expect.objectContaining({
        zipFrom: 1000000,
        zipTo: 1999999,
        state: 'SP',
        region: 'Centro',
        bands: [
          { upToKg: 0.5, price: 12.5 },
          { upToKg: 10, price: 20.75 },
        ],
      }),
    ]);
  });

  it.each([
    [
      table('01000000;0199999;SP;C;2;10;20;1;0,3;cte'),
      'Linha 2, coluna "cep_final": "0199999" não é um CEP de 8 dígitos.',
    ],
    [table('01000000;01999999;SP;C;2;10;20;1;abc;cte'), 'Linha 2, coluna "adv_percentual": "abc" não é um número.'],
    [table('01000000;01999999;XX;C;2;10;20;1;0,3;cte'), 'Linha 2, coluna "uf": "XX" não é uma UF brasileira.'],
    [
      table('01000000;01999999;SP;C;;10;20;1;0,3;cte'),
      'Linha 2, coluna "prazo": informe o prazo em dias úteis, de 0 a 365.',
    ],
    [
      table('01000000;01999999;SP;C;2;0;20;1;0,3;cte'),
      'Linha 2, coluna "ate_10kg": o preço da faixa deve ser maior que zero.',
    ],
    [
      table('01000000;01999999;SP;C;2;;;1;0,3;cte'),
      'Linha 2, coluna "ate_10kg": informe o preço de ao menos uma faixa de peso.',
    ],
    [
      table('01000000;01999999;SP;C;2;10;20;-1;0,3;cte'),
      'Linha 2, coluna "excedente_kg": o valor não pode ser negativo (-1).',
    ],
    [table('01000000;01999999;SP;C;2;10;20;1;0,3;km'), 'Linha 2, coluna "pedagio_base": use "cte" ou "fracao_100kg".'],
    [
      table('02000000;01999999;SP;C;2;10;20;1;0,3;cte'),
      'Linha 2, coluna "cep_final": o CEP final é menor que o inicial.',
    ],
    [table('01000000;01999999;SP;C;2;10;20;1;0,3'), 'Linha 2: esperadas 10 colunas, encontradas 9.'],
    [
      table(
        '01000000;01999999;SP;C;2;10;20;1;0,3;cte',
        '03000000;03999999;SP;C;2;10;20;1;0,3;cte',
        '01500000;02500000;SP;C;2;10;20;1;0,3;cte',
      ),
      'Linha 4: a faixa de CEP 01500000–02500000 se sobrepõe à da linha 2.',
    ],
    [
      'cep_inicial;cep_final;uf;prazo\n01000000;01999999;SP;2',
      'Cabeçalho: inclua ao menos uma faixa de peso, como "ate_10kg".',
    ],
    [
      'cep_inicial;cep_final;uf;prazo;ate_20kg;ate_10kg\n',
      'Cabeçalho, coluna "ate_10kg": as faixas de peso devem crescer da esquerda para a direita.',
    ],
    ['cep_inicial;uf;prazo;ate_10kg\n', 'Cabeçalho: falta a coluna "cep_final".'],
    [`${HEADER};desconto\n`, 'Cabeçalho: coluna desconhecida "desconto".'],
    [HEADER, 'O arquivo não tem nenhuma faixa de CEP.'],
  ])('rejects a bad file with the line and column at fault (%#)', (csv, message) => {
    expect(() => parseFreightTableCsv(csv)).toThrow(message);
  });
});
