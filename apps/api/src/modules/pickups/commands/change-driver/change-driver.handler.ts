import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { ChangeDriverCommand } from './change-driver.command.js';

@CommandHandler(ChangeDriverCommand)
export class ChangeDriverHandler implements ICommandHandler<ChangeDriverCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  async execute({ payload, actor, context }: ChangeDriverCommand): Promise<{ id: string; message: string }> {
    const driver = { name: payload.driver.name.trim(), phone: payload.driver.phone };
    const id = await this.pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup) =>
      pickup.changeDriver(actor.companyId, driver, new Date()),
    );
    return { id, message: 'Motorista alterado com sucesso' };
  }
}
