import { DomainError, formatDate } from '@despacho/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { visibleCarriersOf } from '../../catalog/index.js';
import { companiesOf } from '../../identity/index.js';
import { PickupEvents, type PickupConfirmed } from '../events/pickup-events.js';
import { PickupNotfisService } from '../adapters/notfis/pickup-notfis.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * When a pickup is accepted (the carrier's link or operations), the carrier's pickup addresses get
 * 'Coleta N confirmada' with the pickup's NOTFIS attached. Run by the event relay: once per
 * confirmation, never lost.
 */
@Injectable()
export class EmailCarrierWhenPickupConfirmed implements Policy {
  readonly name = 'email-carrier-pickup-notfis';
  private readonly logger = new Logger(EmailCarrierWhenPickupConfirmed.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly notfis: PickupNotfisService,
  ) {}

  handles(type: string): boolean {
    return type === PickupEvents.PickupConfirmed;
  }

  async run(event: StoredEvent<PickupConfirmed>, db: EntityManager): Promise<void> {
    const pickupId = event.stream_id.slice('pickup-'.length);
    const [pickup] = await runSql(db, sql`SELECT company_id, carrier_id FROM pickups WHERE id = ${pickupId}`);
    // One after the other: `db` is the relay's transaction, one connection (pg deprecates overlapping queries on it).
    const [company] = pickup ? await companiesOf(db, [pickup.company_id]) : [];
    const [carrier] = pickup ? await visibleCarriersOf(db, pickup.company_id, [pickup.carrier_id]) : [];
    if (!company || !carrier || carrier.emails.length === 0) {
      this.logger.warn(
        `Coleta ${pickupId}: a transportadora não tem e-mails de coleta nesta empresa; NOTFIS não enviado.`,
      );
      return;
    }
    const file = await this.notfis.of({ companyId: pickup.company_id }, pickupId, db).catch((error: unknown) => {
      // A file the layout cannot hold will not be written by a retry either: logged, not sent.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(error.message);
      return null;
    });
    if (!file) return;
    await this.mailer.send({
      to: carrier.emails.join(', '),
      subject: `Coleta ${file.number} confirmada - ${company.name}`,
      text: [
        `Olá, ${carrier.name}!`,
        '',
        `A coleta ${file.number} de ${company.name} está confirmada para o dia ${formatDate(event.data.pickup_date)}.`,
        `Segue o arquivo NOTFIS (PROCEDA 3.1) com as notas fiscais da coleta: ${file.fileName}.`,
        ...(file.withoutInvoice.length
          ? [`Pedidos ainda sem nota fiscal (fora do arquivo): ${file.withoutInvoice.join(', ')}.`]
          : []),
      ].join('\n'),
      attachments: [{ filename: file.fileName, content: file.content, contentType: 'text/plain' }],
    });
  }
}
