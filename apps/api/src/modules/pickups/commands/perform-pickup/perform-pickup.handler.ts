import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { PerformPickupCommand } from './perform-pickup.command.js';

/** The goods were collected: 'Coletado' (code 202) on each order, now in transit; the pickup is done. */
export const PerformPickupHandler = handlerOf(
  PerformPickupCommand,
  PickupChanger,
  async (pickups, { payload, actor, context }) => {
    const at = new Date();
    const id = await pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup, orders) => {
      pickup.perform(actor.companyId, at);
      for (const order of orders) order.collect(actor.companyId, at);
    });
    return { id, message: 'Coleta realizada com sucesso' };
  },
);
