import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { RemoveCompanyChannelCommand } from './remove-company-channel.command.js';

@CommandHandler(RemoveCompanyChannelCommand)
export class RemoveCompanyChannelHandler implements ICommandHandler<RemoveCompanyChannelCommand> {
  constructor(private readonly changer: CompanyChannelChanger) {}

  execute({ payload, actor, context }: RemoveCompanyChannelCommand): Promise<{ id: string; message: string }> {
    return this.changer.change(
      payload.company_channel.id,
      context,
      (integration) => integration.remove(actor.companyId),
      'Integração excluída com sucesso',
    );
  }
}
