import { text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';

/**
 * 'Pedido: 123', 'PEDIDO Nº 98765', 'Pedido loja #A-77', 'Nº do pedido: 555'. The token must hold a
 * digit, so prose such as 'pedido de compra' never becomes a reference, and 'valor do pedido 150.00'
 * is not an order number.
 */
const ORDER_IN_TEXT =
  /\b(?:n(?:[º°o.]|ro\.?|úm\.?|um\.?)?\s*(?:do\s+)?pedido|(?<!\b(?:valor|total|frete)\s+d[oe]\s+)pedido(?:\s+(?:de\s+venda|da\s+loja|loja|n[º°o.]|n[uú]mero|nro\.?))?)\s*[:#-]?\s*(?:n[º°o.]\s*)?([A-Za-z0-9][\w./-]{0,39})/gi;

function orderNumberInText(note: string | null): string | null {
  for (const match of note?.matchAll(ORDER_IN_TEXT) ?? []) {
    const token = match[1].replace(/[./-]+$/, '');
    if (/\d/.test(token)) return token;
  }
  return null;
}

/**
 * The order reference for an imported NF-e: the merchant's order number when the note carries one,
 * else the NF-e number.
 * 1. compra/xPed, the note's own order field: ERPs that invoice store orders put the order code there.
 * 2. An order number written in the free text (infAdic/infCpl), where many store platforms put it.
 * 3. ide/nNF: one note per order is the common case, and it is the number printed on the DANFE.
 * det/prod/xPed is not used: it is the buyer's purchase order per item, not the seller's order.
 */
export function orderReferenceOf(infNFe: XmlNode, invoiceNumber: string): string {
  return text(infNFe, 'compra', 'xPed') ?? orderNumberInText(text(infNFe, 'infAdic', 'infCpl')) ?? invoiceNumber;
}
