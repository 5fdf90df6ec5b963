import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { ToggleIntegrationCommand } from './toggle-integration.command.js';

/** A disabled integration keeps its webhooks logged but imports nothing and pushes nothing. */
@CommandHandler(ToggleIntegrationCommand)
export class ToggleIntegrationHandler implements ICommandHandler<ToggleIntegrationCommand> {
  constructor(private readonly changer: CompanyChannelChanger) {}

  execute({ payload, actor, context }: ToggleIntegrationCommand): Promise<{ id: string; message: string }> {
    return this.changer.change(
      payload.id,
      context,
      (integration) => integration.toggle(actor.companyId, payload.enable),
      payload.enable ? 'Integração ativada.' : 'Integração inativa.',
    );
  }
}
