import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { ChangeIntegrationNameCommand } from './change-integration-name.command.js';

export const ChangeIntegrationNameHandler = handlerOf(
  ChangeIntegrationNameCommand,
  CompanyChannelChanger,
  (changer, { payload, actor, context }) =>
    changer.change(
      payload.id,
      context,
      (integration) => integration.rename(actor.companyId, payload.name),
      'Nome alterado com sucesso.',
    ),
);
