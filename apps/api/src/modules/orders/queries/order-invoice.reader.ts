import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { orderNotFound } from '../domain/order.errors.js';
import { readInvoiceFiles } from '../domain/nfe/nfe-archive.js';
import type { ParsedInvoice } from '../domain/nfe/parsed-invoice.js';
import type { InvoicedOrder } from '../domain/invoice-checks.js';
import { runSql, sql } from '../../../platform/database/sql.js';

export interface OrderInvoice {
  order: InvoicedOrder & { reference: string };
  /** The NF-e sent for the order (SendInvoice), read again from its upload; null when none was sent. */
  invoice: ParsedInvoice | null;
}

/** The company's order and the NF-e file sent for it (invoices/{id} is the order's invoice). */
@Injectable()
export class OrderInvoiceReader {
  constructor(
    private readonly db: DataSource,
    private readonly uploads: UploadStore,
  ) {}

  async read(companyId: string, orderId: string): Promise<OrderInvoice> {
    const [row] = await runSql(
      this.db,
      sql`SELECT reference, invoice_number, invoice_key, recipient_tax_id, to_zip, invoice_path FROM orders WHERE id = ${orderId} AND company_id = ${companyId}`,
    );
    if (!row) throw orderNotFound();
    const { invoice_path: path, ...order } = row;
    return { order, invoice: path ? await this.parsed(companyId, path) : null };
  }

  private parsed(companyId: string, path: string): Promise<ParsedInvoice | null> {
    return storedInvoice(this.uploads, companyId, path);
  }
}

/** The NF-e of a company's stored invoice file (sent with SendInvoice or kept by the import), or null. */
export async function storedInvoice(
  uploads: UploadStore,
  companyId: string,
  path: string,
): Promise<ParsedInvoice | null> {
  const name = path.slice(path.lastIndexOf('/') + 1);
  for await (const reading of readInvoiceFiles([{ name, content: await uploads.read(companyId, path) }])) {
    if (reading.ok) return reading.invoice;
  }
  return null;
}
