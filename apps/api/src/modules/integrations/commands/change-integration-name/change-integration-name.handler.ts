import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { ChangeIntegrationNameCommand } from './change-integration-name.command.js';

@CommandHandler(ChangeIntegrationNameCommand)
export class ChangeIntegrationNameHandler implements ICommandHandler<ChangeIntegrationNameCommand> {
  constructor(private readonly changer: CompanyChannelChanger) {}

  execute({ payload, actor, context }: ChangeIntegrationNameCommand): Promise<{ id: string; message: string }> {
    return this.changer.change(
      payload.id,
      context,
      (integration) => integration.rename(actor.companyId, payload.name),
      'Nome alterado com sucesso.',
    );
  }
}
