import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PickupChanger } from '../shared/pickup-changer.js';
import { UpdatePickupCommand } from './update-pickup.command.js';

@CommandHandler(UpdatePickupCommand)
export class UpdatePickupHandler implements ICommandHandler<UpdatePickupCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  async execute({ payload, actor, context }: UpdatePickupCommand): Promise<{ id: string; message: string }> {
    const code = payload.integration_code.trim();
    const id = await this.pickups.change(actor.companyId, { id: payload.id }, context, (pickup) =>
      pickup.changeIntegrationCode(actor.companyId, code, new Date()),
    );
    return { id, message: 'Código de coleta alterado com sucesso' };
  }
}
