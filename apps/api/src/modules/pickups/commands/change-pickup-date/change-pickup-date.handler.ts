import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { ChangePickupDateCommand } from './change-pickup-date.command.js';

@CommandHandler(ChangePickupDateCommand)
export class ChangePickupDateHandler implements ICommandHandler<ChangePickupDateCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  async execute({ payload, actor, context }: ChangePickupDateCommand): Promise<{ id: string; message: string }> {
    const window = {
      estimated_date: payload.estimated_date,
      estimated_time_start: payload.estimated_time_start ?? '10:00',
      estimated_time_end: payload.estimated_time_end ?? '15:00',
    };
    if (window.estimated_time_start >= window.estimated_time_end)
      throw new InvalidInput('O horário final deve ser depois do inicial.');
    const id = await this.pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup) =>
      pickup.changeDate(actor.companyId, window, new Date()),
    );
    return { id, message: 'Data de coleta alterada com sucesso' };
  }
}
