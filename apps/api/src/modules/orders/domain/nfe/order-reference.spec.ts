import { describe, expect, it } from 'vitest';
import { orderReferenceOf } from './order-reference.js';

/** An infNFe as xml2js builds it, with only the groups the reference looks at. */
const infNFe = ({ xPed, infCpl }: { xPed?: string; infCpl?: string }) => ({
  ...(xPed === undefined ? {} : { compra: [{ xPed: [xPed] }] }),
  ...(infCpl === undefined ? {} : { infAdic: [{ infCpl: [infCpl] }] }),
});

describe('orderReferenceOf', () => {
  it('prefers compra/xPed over the free text and the NF-e number', () => {
    expect(orderReferenceOf(infNFe({ xPed: 'PED-1001', infCpl: 'Pedido: 999' }), '47428')).toBe('PED-1001');
  });

  it.each([
    ['Pedido: 12345', '12345'],
    ['VENDA ONLINE - PEDIDO Nº 98765. Obrigado', '98765'],
    ['Pedido loja #A-77/2024.', 'A-77/2024'],
    ['Nº do pedido: 555 - entrega agendada', '555'],
    ['Numero do pedido 7788', '7788'],
    ['Referente ao pedido de venda 31337', '31337'],
  ])('finds the order number in infCpl %j', (note, reference) => {
    expect(orderReferenceOf(infNFe({ infCpl: note }), '47428')).toBe(reference);
  });

  it.each([
    'VALORES TOTAIS DO ICMS INTERESTADUAL: DIFAL UF DESTINO R$ 20,33',
    'Conforme pedido de compra do cliente',
    'Valor do pedido 150.00 pago via PIX',
    'Mercadoria expedida 10/05',
  ])('keeps the NF-e number when infCpl has no order number: %j', (note) => {
    expect(orderReferenceOf(infNFe({ infCpl: note }), '47428')).toBe('47428');
  });

  it('uses the NF-e number when neither group exists', () => {
    expect(orderReferenceOf(infNFe({}), '69916')).toBe('69916');
  });
});
