import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { pickupTargetOf } from '../shared/pickup.payloads.js';
import { ChangeDriverCommand } from './change-driver.command.js';

export const ChangeDriverHandler = handlerOf(
  ChangeDriverCommand,
  PickupChanger,
  async (pickups, { payload, actor, context }) => {
    const driver = { name: payload.driver.name.trim(), phone: payload.driver.phone };
    const id = await pickups.change(actor.companyId, pickupTargetOf(payload), context, (pickup) =>
      pickup.changeDriver(actor.companyId, driver, new Date()),
    );
    return { id, message: 'Motorista alterado com sucesso' };
  },
);
