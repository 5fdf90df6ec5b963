import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { PickupChanger } from '../shared/pickup-changer.js';
import { UpdatePickupCommand } from './update-pickup.command.js';

export const UpdatePickupHandler = handlerOf(
  UpdatePickupCommand,
  PickupChanger,
  async (pickups, { payload, actor, context }) => {
    const code = payload.integration_code.trim();
    const id = await pickups.change(actor.companyId, { id: payload.id }, context, (pickup) =>
      pickup.changeIntegrationCode(actor.companyId, code, new Date()),
    );
    return { id, message: 'Código de coleta alterado com sucesso' };
  },
);
