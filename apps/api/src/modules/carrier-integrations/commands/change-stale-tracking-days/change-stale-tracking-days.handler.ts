import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../../identity/index.js';
import { ChangeStaleTrackingDaysCommand } from './change-stale-tracking-days.command.js';

/** The caller's company's threshold for 'Rastreamento desatualizado' (a company setting, kept as the company's event). */
@CommandHandler(ChangeStaleTrackingDaysCommand)
export class ChangeStaleTrackingDaysHandler implements ICommandHandler<ChangeStaleTrackingDaysCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: ChangeStaleTrackingDaysCommand): Promise<{ id: string }> {
    const { aggregate: company } = await this.repository.load(new Company(actor.companyId));
    company.changeStaleTrackingDays(payload.stale_tracking_days);
    await this.repository.save(company, context);
    return { id: company.id };
  }
}
