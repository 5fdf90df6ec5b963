import { saoPauloCalendarDate } from '@despacho/domain';
import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { acceptPickup } from '../shared/accept-pickup.js';
import { ConfirmPickupCommand } from './confirm-pickup.command.js';

/** Operations accept a pickup for the carrier: its orders awaiting acceptance become 'Coleta aceita'. */
export const ConfirmPickupHandler = handlerOf(
  ConfirmPickupCommand,
  PickupChanger,
  async (pickups, { payload, actor, context }) => {
    const confirmation = {
      pickup_date: payload.pickup_date ?? saoPauloCalendarDate(new Date()),
      integration_code: payload.integration_code?.trim() || null,
      by: 'operations' as const,
    };
    const id = await pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup, orders) =>
      acceptPickup(pickup, orders, confirmation, new Date()),
    );
    return { id, message: 'Coleta confirmada com sucesso' };
  },
);
