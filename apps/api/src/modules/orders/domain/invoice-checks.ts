import { formatCep, isValidNfeKey } from '@despacho/domain';
import type { ParsedInvoice } from './nfe/parsed-invoice.js';

/** What of the order an invoice must agree with. */
export interface InvoicedOrder {
  invoice_number: string | null;
  invoice_key: string | null;
  recipient_tax_id: string;
  to_zip: string;
}

/**
 * Why the order's invoice cannot travel as it is (a carrier refuses goods whose NF-e disagrees with
 * the shipment): a key with a wrong check digit, and an uploaded NF-e whose number, key, recipient or
 * destination differ from the order. Empty when nothing is wrong or there is nothing to check.
 */
export function invoiceProblems(order: InvoicedOrder, invoice: ParsedInvoice | null): string[] {
  const problems: string[] = [];
  if (order.invoice_key && !isValidNfeKey(order.invoice_key))
    problems.push('Chave de acesso inválida: o dígito verificador não confere.');
  if (!invoice) return problems;
  if (order.invoice_key && invoice.key !== order.invoice_key)
    problems.push(`A chave da nota (${invoice.key}) difere da chave do pedido.`);
  if (order.invoice_number && Number(invoice.number) !== Number(order.invoice_number)) {
    problems.push(`O número da nota (${invoice.number}) difere do número do pedido (${order.invoice_number}).`);
  }
  if (invoice.recipient.federal_tax_id !== order.recipient_tax_id)
    problems.push('O CPF/CNPJ do destinatário na nota difere do pedido.');
  if (invoice.recipient.address.zip !== order.to_zip) {
    problems.push(
      `O CEP de entrega na nota (${formatCep(invoice.recipient.address.zip)}) difere do pedido (${formatCep(order.to_zip)}).`,
    );
  }
  return problems;
}
