import { formatCep, formatDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { systemActor } from '../../../platform/commands/system-actor.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../catalog/index.js';
import type { CommandContext } from '../../../platform/event-store/stored-event.js';
import { hasInvoiceFileIn, pickupOrdersOf } from '../../orders/index.js';
import { Conflict, NotFound } from '../../../platform/errors/domain-errors.js';
import { AcceptCarrierPickupCommand } from '../commands/accept-carrier-pickup/accept-carrier-pickup.command.js';
import { pickupTotalsOf } from '../domain/pickup-totals.js';
import { pickupWindowLines } from '../domain/pickup-window-lines.js';
import type { CarrierLink } from '../adapters/carrier-link-tokens.js';
import type {
  CarrierCenterDto,
  CarrierPickupDto,
  CarrierPickupsDto,
  ConfirmCarrierPickupsDto,
} from '../http/carrier-pickups.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Accepted pickups stay on the carrier's page this long, with their files. */
const ACCEPTED_SHOWN_DAYS = 30;

/**
 * The carrier pickup page (public-account.md §2.5, §3): what one carrier has to collect for one
 * company, per CD, and the confirmation of a date. The link's token is the only credential, so every
 * query is bound to the token's carrier and company.
 */
@Injectable()
export class CarrierPickupsService {
  constructor(
    private readonly db: DataSource,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  async page(link: CarrierLink, token: string): Promise<CarrierPickupsDto> {
    const [carrier] = await visibleCarriersOf(this.db, link.companyId, [link.carrierId]);
    if (!carrier) throw new NotFound('Transportadora não encontrada.');
    const pickups = await runSql(
      this.db,
      sql`SELECT p.id, p.number, p.distribution_center_id, to_char(p.pickup_date, 'YYYY-MM-DD') AS pickup_date, p.integration_code, p.note
         FROM pickups p
        WHERE p.carrier_id = ${link.carrierId} AND p.company_id = ${link.companyId} AND p.pickuped_at IS NULL
          AND (p.pickup_date IS NULL OR p.updated_at > now() - make_interval(days => ${ACCEPTED_SHOWN_DAYS}))
        ORDER BY p.created_at`,
    );
    const orders = await pickupOrdersOf(
      this.db,
      link.companyId,
      pickups.map((p: { id: string }) => p.id),
    );
    const centers = (
      await companyDistributionCentersOf(
        this.db,
        link.companyId,
        pickups.map((p: { distribution_center_id: string }) => p.distribution_center_id),
      )
    ).sort((a, b) => a.reference.localeCompare(b.reference, 'pt-BR'));
    const cardOf = (pickup: {
      id: string;
      number: number;
      pickup_date: string | null;
      integration_code: string | null;
      note: string | null;
    }): CarrierPickupDto => {
      const own = orders.filter((order) => order.pickup_id === pickup.id);
      // Invoice files are the carrier's only after it accepted the pickup: each NF-e's XML and its DANFE.
      const files = pickup.pickup_date
        ? [
            {
              file: `/api/carrier-pickups/notfis?token=${encodeURIComponent(token)}&pickup_id=${pickup.id}`,
              description: `NOTFIS da coleta ${pickup.number} (PROCEDA 3.1)`,
            },
            ...own.flatMap((order) => {
              if (!order.invoice_path) return [];
              const query = `token=${encodeURIComponent(token)}&path=${encodeURIComponent(order.invoice_path)}`;
              const nfe = order.invoice_number ? `NF-e ${order.invoice_number}` : 'NF-e';
              return [
                {
                  file: `/api/carrier-pickups/files?${query}`,
                  description: `${nfe} do pedido ${order.reference} (XML)`,
                },
                {
                  file: `/api/carrier-pickups/danfe?${query}`,
                  description: `DANFE da ${nfe} do pedido ${order.reference}`,
                },
              ];
            }),
          ]
        : [];
      return { ...pickup, totals: pickupTotalsOf(own.flatMap((order) => order.shipments)), files };
    };
    const distribution_center: CarrierCenterDto[] = centers.map((center) => {
      const a = center.address;
      const own = pickups
        .filter((p: { distribution_center_id: string }) => p.distribution_center_id === center.id)
        .map(cardOf);
      return {
        id: center.id,
        name: center.name,
        address: { city: a.city, state: a.state, name: a.name, federal_tax_id: a.federal_tax_id, phone: a.phone },
        format_address: `${a.street1}, ${a.number}${a.street2 ? ` - ${a.street2}` : ''} - ${a.neighborhood}, ${a.city}/${a.state}, CEP ${formatCep(a.zip)}`,
        pickup_window: pickupWindowLines(center.pickup_window),
        pickups: own.filter((p: CarrierPickupDto) => !p.pickup_date),
        pickups_accepted: own.filter((p: CarrierPickupDto) => p.pickup_date),
      };
    });
    return { carrier, distribution_center };
  }

  /** Each selected pickup must be this carrier's, for this company, awaiting acceptance; all or none. */
  async confirm(
    link: CarrierLink,
    body: ConfirmCarrierPickupsDto,
    context: CommandContext,
  ): Promise<{ message: string }> {
    const ids = [...new Set(body.pickup_ids)];
    const own: { id: string; number: number; pickup_date: string | null }[] = await runSql(
      this.db,
      sql`SELECT id, number, to_char(pickup_date, 'YYYY-MM-DD') AS pickup_date FROM pickups WHERE id = ANY(${ids}::uuid[]) AND carrier_id = ${link.carrierId} AND company_id = ${link.companyId}`,
    );
    if (own.length !== ids.length) throw new NotFound('Coleta não encontrada para esta transportadora.');
    const confirmed = own.find((pickup) => pickup.pickup_date);
    if (confirmed)
      throw new Conflict(
        `A coleta ${confirmed.number} já foi confirmada para o dia ${formatDate(confirmed.pickup_date!)}.`,
      );
    const integration_code = body.pickup_code?.trim() || null;
    const actor = systemActor(link.companyId, 'Transportadora (link de coletas)');
    for (const id of ids)
      await this.dispatcher.dispatch(
        new AcceptCarrierPickupCommand({ id, pickup_date: body.pickup_date, integration_code }, actor, context),
      );
    return { message: `Parabéns! A coleta foi confirmada para o dia ${formatDate(body.pickup_date)}` };
  }

  /** An invoice file of an accepted pickup of this carrier, or not found. */
  async fileOf(link: CarrierLink, path: string): Promise<string> {
    const accepted: { id: string }[] = await runSql(
      this.db,
      sql`SELECT id FROM pickups
        WHERE carrier_id = ${link.carrierId} AND company_id = ${link.companyId} AND pickup_date IS NOT NULL`,
    );
    const ids = accepted.map((pickup) => pickup.id);
    if (!(await hasInvoiceFileIn(this.db, link.companyId, ids, path))) throw new NotFound('Arquivo não encontrado.');
    return path;
  }
}
