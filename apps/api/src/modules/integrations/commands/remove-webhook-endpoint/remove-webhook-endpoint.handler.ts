import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.aggregate.js';
import { RemoveWebhookEndpointCommand } from './remove-webhook-endpoint.command.js';

/** Stops posting to the URL; its delivery log goes with it. */
@CommandHandler(RemoveWebhookEndpointCommand)
export class RemoveWebhookEndpointHandler implements ICommandHandler<RemoveWebhookEndpointCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: RemoveWebhookEndpointCommand) {
    const { aggregate } = await this.repository.load(new WebhookEndpoint(payload.id));
    aggregate.remove(actor.companyId);
    await this.repository.save(aggregate, context);
    return { id: payload.id, message: 'Webhook excluído com sucesso.' };
  }
}
