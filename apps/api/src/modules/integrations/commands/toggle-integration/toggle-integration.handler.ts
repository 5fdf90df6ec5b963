import { handlerOf } from '../../../../platform/commands/handler-of.js';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { ToggleIntegrationCommand } from './toggle-integration.command.js';

/** A disabled integration keeps its webhooks logged but imports nothing and pushes nothing. */
export const ToggleIntegrationHandler = handlerOf(
  ToggleIntegrationCommand,
  CompanyChannelChanger,
  (changer, { payload, actor, context }) =>
    changer.change(
      payload.id,
      context,
      (integration) => integration.toggle(actor.companyId, payload.enable),
      payload.enable ? 'Integração ativada.' : 'Integração inativa.',
    ),
);
