import { randomBytes, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.aggregate.js';
import { MerchantHttp } from '../../adapters/merchant-http.js';
import { TokenCipher } from '../../adapters/tokens/token-cipher.js';
import { NewWebhookEndpointCommand } from './new-webhook-endpoint.command.js';

/**
 * Registers an integrator's URL with a fresh signing secret. The secret is answered this once (the
 * screen shows it to copy) and kept sealed, so the event log and the read model never hold it in clear.
 */
@CommandHandler(NewWebhookEndpointCommand)
export class NewWebhookEndpointHandler implements ICommandHandler<NewWebhookEndpointCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly cipher: TokenCipher,
    private readonly http: MerchantHttp,
  ) {}

  async execute({ payload, actor, context }: NewWebhookEndpointCommand) {
    const refused = await this.http.refusal(payload.url);
    if (refused) throw new InvalidInput(refused);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const endpoint = new WebhookEndpoint(randomUUID());
    endpoint.register({
      company_id: actor.companyId,
      url: payload.url,
      events: [...new Set(payload.events)],
      secret_ciphertext: this.cipher.seal(secret),
      at: new Date().toISOString(),
    });
    await this.repository.save(endpoint, context);
    return {
      id: endpoint.id,
      secret,
      message: 'Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.',
    };
  }
}
