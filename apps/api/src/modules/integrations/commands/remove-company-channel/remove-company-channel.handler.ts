import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { RemoveCompanyChannelCommand } from './remove-company-channel.command.js';

export const RemoveCompanyChannelHandler = handlerOf(
  RemoveCompanyChannelCommand,
  CompanyChannelChanger,
  (changer, { payload, actor, context }) =>
    changer.change(
      payload.company_channel.id,
      context,
      (integration) => integration.remove(actor.companyId),
      'Integração excluída com sucesso',
    ),
);
