import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { CompanyChannel } from '../../domain/company-channel.aggregate.js';

/** Loads one integration, lets the action decide on it (ownership checked there) and saves. */
@Injectable()
export class CompanyChannelChanger {
  constructor(private readonly repository: AggregateRepository) {}

  async change(
    id: string,
    context: CommandContext,
    decide: (integration: CompanyChannel) => void,
    message: string,
  ): Promise<{ id: string; message: string }> {
    const { aggregate } = await this.repository.load(new CompanyChannel(id));
    decide(aggregate);
    await this.repository.save(aggregate, context);
    return { id, message };
  }
}
