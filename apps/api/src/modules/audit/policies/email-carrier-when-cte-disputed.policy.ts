import type { EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import type { CteEvent } from '../events/cte-events.js';
import { formatBRL } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from '../../../platform/event-store/projection.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { CteEvents, type DisputedFee } from '../events/cte-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';
import { companyNames } from '../../identity/index.js';

/** The carrier's own component names, when they are not what the fee is called already. */
const components = (fee: DisputedFee) =>
  fee.components.length === 0 || fee.components.join(', ') === fee.label ? '' : ` (${fee.components.join(', ')})`;

/**
 * E-mails a dispute to the carrier's addresses (registered by the company on the carriers screen):
 * the CT-e, each fee charged above the quote with both values, the amount claimed and the note. Run
 * by the event relay: once per dispute, never lost, never twice.
 */
@Injectable()
export class EmailCarrierWhenCteDisputed implements Policy<EventOf<CteEvent, typeof CteEvents.CteDisputeOpened>> {
  readonly name = 'email-carrier-cte-dispute';

  constructor(private readonly mailer: Mailer) {}

  handles(type: string): boolean {
    return type === CteEvents.CteDisputeOpened;
  }

  async run(event: Stored<EventOf<CteEvent, typeof CteEvents.CteDisputeOpened>>, db: EntityManager): Promise<void> {
    const { fees, amount, emails, by, note } = event.data;
    const [row]: { company_id: string; number: string; key: string; carrier: string; reference: string | null }[] =
      await runSql(
        db,
        sql`SELECT c.company_id, c.number, c.key, coalesce(c.carrier_name, c.carrier_cnpj, '') AS carrier, c.reference
           FROM ctes c WHERE c.id = ${event.stream_id.slice('cte-'.length)}`,
      );
    const company = row && (await companyNames(db, [row.company_id])).get(row.company_id);
    if (company === undefined) return;
    const cte = { ...row, company };
    await this.mailer.send({
      to: emails.join(', '),
      subject: `Contestação do CT-e ${cte.number} - ${cte.company}`,
      text: [
        `Olá, ${cte.carrier}!`,
        '',
        `${cte.company} contesta o CT-e ${cte.number} (chave ${cte.key})${cte.reference ? `, do pedido ${cte.reference}` : ''}: as taxas abaixo foram cobradas acima da cotação.`,
        '',
        ...fees.map(
          (fee) =>
            `- ${fee.label}${components(fee)}: cotado ${formatBRL(fee.quote_value)}, cobrado ${formatBRL(fee.cte_value)}, diferença ${formatBRL(fee.difference)}`,
        ),
        '',
        `Total contestado: ${formatBRL(amount)}`,
        ...(note ? [`Observação: ${note}`] : []),
        '',
        `Contestação aberta por ${by.name}. Responda a este e-mail com a correção ou a justificativa da cobrança.`,
      ].join('\n'),
    });
  }
}
