import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { carrierEmails } from '../../../catalog/index.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { Cte, cteNotFound } from '../../domain/cte.aggregate.js';
import type { DisputedFee } from '../../events/cte-events.js';
import { compareCte } from '../../queries/cte-comparison.js';
import { CTE_SELECT, type CteRow } from '../../queries/cte-row.js';
import { decisionOf } from '../shared/cte-decision.payload.js';
import { OpenCteDisputeCommand } from './open-cte-dispute.command.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/**
 * 'Contestar': the per-fee comparison as the screen shows it (remaps included, ICMS not highlighted)
 * decides which fees are claimed; the carrier's e-mails registered by the company receive it (policy
 * email-carrier-cte-dispute, run by the event relay).
 */
@CommandHandler(OpenCteDisputeCommand)
export class OpenCteDisputeHandler implements ICommandHandler<OpenCteDisputeCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditEnabled,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: OpenCteDisputeCommand): Promise<{ id: string; amount: number; emails: string[]; message: string }> {
    await this.audit.assert(actor.companyId);
    const [row]: CteRow[] = await runSql(
      this.db,
      sql`${raw(CTE_SELECT)} WHERE c.id = ${payload.cte_id} AND c.company_id = ${actor.companyId}`,
    );
    if (!row) throw cteNotFound();
    const fees: DisputedFee[] = compareCte(row.document, row.orders, row.fee_remaps)
      .fees.filter((fee) => fee.difference > 0)
      .map(({ fee, label, components, quote_value, cte_value, difference }) => ({
        fee,
        label,
        components,
        quote_value,
        cte_value,
        difference,
      }));
    const emails = row.carrier_id ? await carrierEmails(this.db, actor.companyId, row.carrier_id) : [];
    const { aggregate: cte } = await this.repository.load(new Cte(row.id));
    cte.openDispute(actor.companyId, fees, emails, decisionOf(actor, payload.note));
    await this.repository.save(cte, context);
    const amount = Math.round(fees.reduce((sum, fee) => sum + fee.difference, 0) * 100) / 100;
    return {
      id: cte.id,
      amount,
      emails,
      message: 'Contestação enviada para a transportadora',
    };
  }
}
