import { describe, expect, it } from 'vitest';
import { jadlogMeaning } from './jadlog-codes.js';
import { jadlogQueryOf } from './jadlog.connector.js';

describe('Jadlog statuses (CARRIERS.md §2.3)', () => {
  it.each([
    ['EMISSAO', 'posted'],
    ['Emissão', 'posted'],
    ['ENTRADA', 'in_transit'],
    ['TRANSFERENCIA', 'in_transit'],
    ['EM ROTA', 'out_for_delivery'],
    ['Saiu para entrega', 'out_for_delivery'],
    ['ENTREGUE', 'delivered'],
    ['DEVOLUCAO', 'returning'],
    ['DEVOLVIDO', 'returned'],
  ])('%s → %s', (status, state) => {
    expect(jadlogMeaning(status)).toEqual({ state, problem: null, unknown: false });
  });

  it('anything else is in transit, flagged', () => {
    expect(jadlogMeaning('AGUARDANDO AGENDAMENTO')).toEqual({ state: 'in_transit', problem: null, unknown: true });
  });
});

describe('Jadlog queries', () => {
  it('a shipmentId as such; an NF-e key by df.danfe with its issuer’s CNPJ', () => {
    expect(jadlogQueryOf('222')).toEqual({ shipmentId: '222' });
    const key = '41261134028316000103550010000012341000043210';
    expect(jadlogQueryOf(key)).toEqual({ df: { danfe: key, cnpjRemetente: '34028316000103', tpDocumento: 2 } });
  });
});
