import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { CarrierLinkTokens } from '../carrier/carrier-link-tokens.js';
import { PickupEvents, type PickupRequested } from '../events/pickup-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * E-mails the carrier's pickup-request addresses (set per company on the carriers screen) a link to
 * its pickup page. Run by the event relay: once per pickup, never lost, never twice.
 */
@Injectable()
export class EmailCarrierWhenPickupRequested implements Policy {
  readonly name = 'email-carrier-pickup-request';
  private readonly logger = new Logger(EmailCarrierWhenPickupRequested.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: CarrierLinkTokens,
  ) {}

  handles(type: string): boolean {
    return type === PickupEvents.PickupRequested;
  }

  async run(event: StoredEvent<PickupRequested>, db: EntityManager): Promise<void> {
    const { number, company_id, carrier_id, distribution_center_id, order_ids, note } = event.data;
    const [row] = await runSql(
      db,
      sql`SELECT co.name AS company, c.name AS carrier, d.name AS center, d.address->>'city' AS city, d.address->>'state' AS state,
              coalesce(e.emails, '{}') AS emails
         FROM companies co, carriers c, distribution_centers d
         LEFT JOIN carrier_emails e ON e.company_id = ${company_id} AND e.carrier_id = ${carrier_id}
        WHERE co.id = ${company_id} AND c.id = ${carrier_id} AND d.id = ${distribution_center_id}`,
    );
    if (!row || row.emails.length === 0) {
      this.logger.warn(
        `Coleta ${event.data.pickup_id}: a transportadora não tem e-mails de coleta nesta empresa; nada enviado.`,
      );
      return;
    }
    const link = this.tokens.url(await this.tokens.sign({ carrierId: carrier_id, companyId: company_id }));
    await this.mailer.send({
      to: row.emails.join(', '),
      subject: `Solicitação de coleta ${number} - ${row.company}`,
      text: [
        `Olá, ${row.carrier}!`,
        '',
        `${row.company} solicitou a coleta ${number}, de ${order_ids.length} ${order_ids.length === 1 ? 'pedido' : 'pedidos'} no ${row.center} (${row.city}/${row.state}).`,
        ...(note ? [`Observação: ${note}`] : []),
        '',
        'Confirme a data da coleta e baixe os arquivos pelo link (válido por 30 dias):',
        link,
      ].join('\n'),
    });
  }
}
