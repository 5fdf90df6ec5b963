import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../../identity/index.js';
import { ChangePromiseSettingsCommand } from './change-promise-settings.command.js';

/** The caller's company's promise settings (kept as the company's event; the pricing index recompiles on it). */
@CommandHandler(ChangePromiseSettingsCommand)
export class ChangePromiseSettingsHandler implements ICommandHandler<ChangePromiseSettingsCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: ChangePromiseSettingsCommand): Promise<{ id: string }> {
    const { aggregate: company } = await this.repository.load(new Company(actor.companyId));
    company.changePromiseSettings({
      promise_source: payload.promise_source,
      promise_confidence: payload.promise_confidence,
      promise_min_samples: payload.promise_min_samples,
      lane_on_time_threshold: payload.lane_on_time_threshold,
      lane_breach_action: payload.lane_breach_action,
    });
    await this.repository.save(company, context);
    return { id: company.id };
  }
}
