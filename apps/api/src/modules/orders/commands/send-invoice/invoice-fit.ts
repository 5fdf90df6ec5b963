import { formatCep, formatCnpj } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { ParsedInvoice } from '../../domain/nfe/parsed-invoice.js';
import { runSql, sql } from '../../../../platform/database/sql.js';
import { companyDistributionCenters } from '../../../catalog/index.js';
import { companyTaxId } from '../../../identity/index.js';

/**
 * Whether an NF-e sent to an order is that order's: issued by the company (the CNPJ it signed up
 * with or one of its CDs'), not already on another of its orders, and for the order's destination
 * CEP. Each refusal says which, so the user knows what to fix.
 */
@Injectable()
export class InvoiceFit {
  constructor(private readonly db: DataSource) {}

  async assertFits(companyId: string, orderId: string, invoice: ParsedInvoice): Promise<void> {
    const [order] = await runSql(
      this.db,
      sql`SELECT o.to_zip,
              (SELECT reference FROM orders other
                WHERE other.company_id = ${companyId} AND other.invoice_key = ${invoice.key} AND other.id <> o.id LIMIT 1) AS key_on
         FROM orders o WHERE o.id = ${orderId} AND o.company_id = ${companyId}`,
    );
    if (!order) return; // the aggregate answers 404 for an order that is not the company's
    // The company's CNPJ, or one of its CDs' (a CD may ship under a branch's own CNPJ).
    const [companyCnpj, centers] = await Promise.all([
      companyTaxId(this.db, companyId),
      companyDistributionCenters(this.db, companyId),
    ]);
    const cnpjs = [companyCnpj, ...centers.map((center) => center.address.federal_tax_id)];
    if (!invoice.emitter.cnpj || !cnpjs.includes(invoice.emitter.cnpj)) {
      const issuer = invoice.emitter.cnpj ? `CNPJ ${formatCnpj(invoice.emitter.cnpj)}` : 'um emitente sem CNPJ';
      throw new InvalidInput(`A nota fiscal foi emitida por ${issuer}, que não é desta empresa nem de um de seus CDs.`);
    }
    if (order.key_on) throw new Conflict(`A chave de acesso desta nota fiscal já está no pedido ${order.key_on}.`);
    if (invoice.recipient.address.zip !== order.to_zip)
      throw new InvalidInput(
        `O CEP do destinatário na nota (${formatCep(invoice.recipient.address.zip)}) difere do CEP de entrega do pedido (${formatCep(order.to_zip)}).`,
      );
  }
}
