import { saoPauloCalendarDate } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { acceptPickup } from '../shared/accept-pickup.js';
import { ConfirmPickupCommand } from './confirm-pickup.command.js';

/** Operations accept a pickup for the carrier: its orders awaiting acceptance become 'Coleta aceita'. */
@CommandHandler(ConfirmPickupCommand)
export class ConfirmPickupHandler implements ICommandHandler<ConfirmPickupCommand> {
  constructor(private readonly pickups: PickupChanger) {}

  async execute({ payload, actor, context }: ConfirmPickupCommand): Promise<{ id: string; message: string }> {
    const confirmation = {
      pickup_date: payload.pickup_date ?? saoPauloCalendarDate(new Date()),
      integration_code: payload.integration_code?.trim() || null,
      by: 'operations' as const,
    };
    const id = await this.pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup, orders) =>
      acceptPickup(pickup, orders, confirmation, new Date()),
    );
    return { id, message: 'Coleta confirmada com sucesso' };
  }
}
