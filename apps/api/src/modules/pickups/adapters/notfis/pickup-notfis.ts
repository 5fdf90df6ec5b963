import { DomainError, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { type NotfisInvoice, type NotfisParty, writeNotfis } from '../../../carrier-integrations/index.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../../catalog/index.js';
import { companiesOf } from '../../../identity/index.js';
import { pickupOrdersOf, type PickupOrder, storedInvoice } from '../../../orders/index.js';
import { pickupNotFound } from '../../domain/pickup.aggregate.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Which pickups a caller may have the file of: the company's (a carrier's link adds its carrier and acceptance). */
export interface NotfisScope {
  companyId: string;
  /** The provider's operations see every company's pickups, as the romaneio does. */
  anyCompany?: boolean;
  /** A carrier's link: only its pickups, and only once accepted. */
  carrierId?: string;
}

export interface PickupNotfis {
  number: number;
  /** NOTFIS-{number}.txt */
  fileName: string;
  content: Buffer;
  /** Orders of the pickup left out because they have no NF (number or key) yet. */
  withoutInvoice: string[];
}

const addressLine = (a: { street1: string; number: string; street2: string | null }) =>
  `${a.street1}, ${a.number}${a.street2 ? ` ${a.street2}` : ''}`;

/**
 * The NOTFIS 3.1 of a pickup (docs/edi-files.md): the company at the pickup's CD as the embarcadora,
 * one 312+313 per order with an NF. Series, number and issue day come from the NF-e (its stored XML,
 * else its key), volumes and weight from the order's volume lines.
 */
@Injectable()
export class PickupNotfisService {
  constructor(
    private readonly db: DataSource,
    private readonly uploads: UploadStore,
  ) {}

  async of(scope: NotfisScope, pickupId: string, db: EntityManager | DataSource = this.db): Promise<PickupNotfis> {
    const [pickup] = await runSql(
      db,
      sql`SELECT p.number, p.company_id, p.carrier_id, p.distribution_center_id,
              to_char(coalesce(p.pickup_date, p.estimated_date, p.due_date), 'YYYY-MM-DD') AS shipped_on
         FROM pickups p
        WHERE p.id = ${pickupId} AND (${scope.anyCompany ?? false} OR p.company_id = ${scope.companyId}) AND (${scope.carrierId ?? null}::uuid IS NULL OR (p.carrier_id = ${scope.carrierId ?? null} AND p.pickup_date IS NOT NULL))`,
    );
    if (!pickup) throw pickupNotFound();
    // One after the other: the confirmation e-mail passes its transaction, one connection (pg deprecates overlapping queries on it).
    const orders = await pickupOrdersOf(db, pickup.company_id, [pickupId]);
    const [company] = await companiesOf(db, [pickup.company_id]);
    const [carrier] = await visibleCarriersOf(db, pickup.company_id, [pickup.carrier_id]);
    const [{ address: center }] = await companyDistributionCentersOf(db, pickup.company_id, [
      pickup.distribution_center_id,
    ]);
    const shipper: NotfisParty = {
      name: company.name,
      federal_tax_id: center.federal_tax_id || company.federal_tax_id || '',
      street: addressLine(center),
      neighborhood: center.neighborhood,
      city: center.city,
      zip: center.zip,
      state: center.state,
    };
    const invoiced = orders.filter((order) => order.invoice_key || order.invoice_number);
    const invoices = await Promise.all(
      invoiced.map((order) => this.invoiceOf(pickup.company_id, String(pickup.number), order)),
    );
    let content: Buffer;
    try {
      content = writeNotfis({
        sender: company.name,
        receiver: carrier.name,
        created_at: new Date(),
        sequence: pickup.number,
        shipper,
        shipped_on: pickup.shipped_on ?? saoPauloCalendarDate(new Date()),
        invoices,
      });
    } catch (error) {
      // A value past the layout's positions (e.g. more than 99.999,99 kg in one NF) cannot be written.
      if (!(error instanceof RangeError)) throw error;
      throw new DomainError('invalid', `NOTFIS da coleta ${pickup.number}: ${error.message}`);
    }
    return {
      number: pickup.number,
      fileName: `NOTFIS-${pickup.number}.txt`,
      content,
      withoutInvoice: orders.filter((order) => !invoiced.includes(order)).map((order) => order.reference),
    };
  }

  private async invoiceOf(companyId: string, romaneio: string, order: PickupOrder): Promise<NotfisInvoice> {
    const stored = order.invoice_path ? await storedInvoice(this.uploads, companyId, order.invoice_path) : null;
    const key = order.invoice_key;
    const to = order.to_address;
    return {
      recipient: {
        name: to.name,
        federal_tax_id: to.federal_tax_id,
        street: addressLine(to),
        neighborhood: to.neighborhood,
        city: to.city,
        zip: to.zip,
        state: to.state,
        phone: to.phone,
      },
      romaneio,
      freight_condition: 'C',
      // The key holds série at 23–25 and número at 26–34.
      series: stored?.series ?? (key ? key.slice(22, 25) : '0'),
      number: stored?.number ?? order.invoice_number ?? key!.slice(25, 34),
      issued_on: saoPauloCalendarDate(stored?.issued_at ?? order.created_at),
      nature: 'VENDA',
      species: stored?.volumes[0]?.species ?? 'VOLUMES',
      volumes: order.shipments.reduce((sum, line) => sum + line.quantity, 0),
      value: Number(order.cargo_value),
      weight: order.shipments.reduce((sum, line) => sum + line.weight * line.quantity, 0),
      nfe_key: key,
    };
  }
}
