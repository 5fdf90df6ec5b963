import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { CarrierLinkTokens } from '../adapters/carrier-link-tokens.js';
import { PickupEvents, type PickupRequested } from '../events/pickup-events.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../catalog/index.js';
import { companiesOf } from '../../identity/index.js';

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
    // One after the other: `db` is the relay's transaction, one connection (pg deprecates overlapping queries on it).
    const [company] = await companiesOf(db, [company_id]);
    const [carrier] = await visibleCarriersOf(db, company_id, [carrier_id]);
    const [center] = await companyDistributionCentersOf(db, company_id, [distribution_center_id]);
    if (!company || !carrier || !center || carrier.emails.length === 0) {
      this.logger.warn(
        `Coleta ${event.data.pickup_id}: a transportadora não tem e-mails de coleta nesta empresa; nada enviado.`,
      );
      return;
    }
    const link = this.tokens.url(await this.tokens.sign({ carrierId: carrier_id, companyId: company_id }));
    await this.mailer.send({
      to: carrier.emails.join(', '),
      subject: `Solicitação de coleta ${number} - ${company.name}`,
      text: [
        `Olá, ${carrier.name}!`,
        '',
        `${company.name} solicitou a coleta ${number}, de ${order_ids.length} ${order_ids.length === 1 ? 'pedido' : 'pedidos'} no ${center.name} (${center.city}/${center.state}).`,
        ...(note ? [`Observação: ${note}`] : []),
        '',
        'Confirme a data da coleta e baixe os arquivos pelo link (válido por 30 dias):',
        link,
      ].join('\n'),
    });
  }
}
