import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemContext } from '../../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { CompanyChannel } from '../../domain/company-channel.aggregate.js';
import { RefreshChannelTokensCommand } from './refresh-channel-tokens.command.js';

/** Keeps an integration's renewed tokens (`company-channel.token-refreshed`), as the system's write. */
@CommandHandler(RefreshChannelTokensCommand)
export class RefreshChannelTokensHandler implements ICommandHandler<RefreshChannelTokensCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ integration, tokens }: RefreshChannelTokensCommand): Promise<void> {
    const { aggregate } = await this.repository.load(new CompanyChannel(integration.id));
    aggregate.refreshTokens(tokens, new Date());
    await this.repository.save(aggregate, systemContext(integration.company_id));
  }
}
