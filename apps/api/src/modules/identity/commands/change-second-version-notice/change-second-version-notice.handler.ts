import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../domain/company.aggregate.js';
import { ChangeSecondVersionNoticeCommand } from './change-second-version-notice.command.js';

/** public-account.md §2.15: the staff choose which companies see that a second version is live. */
@CommandHandler(ChangeSecondVersionNoticeCommand)
export class ChangeSecondVersionNoticeHandler implements ICommandHandler<ChangeSecondVersionNoticeCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, context }: ChangeSecondVersionNoticeCommand): Promise<{ id: string }> {
    const { aggregate: company } = await this.repository.load(new Company(payload.company_id));
    company.changeSecondVersionNotice(payload.second_version_notice);
    await this.repository.save(company, context);
    return { id: company.id };
  }
}
