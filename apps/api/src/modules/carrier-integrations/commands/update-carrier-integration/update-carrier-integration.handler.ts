import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { type CompanyChannel, CompanyChannelChanger } from '../../../integrations/index.js';
import { CompanyCarriers } from '../../queries/connections/company-carriers.js';
import { SavedCarrierIntegrations } from '../../queries/connections/saved-carrier-integrations.js';
import { SealedCarrierCredentials } from '../../queries/connections/sealed-carrier-credentials.js';
import { UpdateCarrierIntegrationCommand } from './update-carrier-integration.command.js';

/**
 * A carrier integration's linked carriers and/or credentials changed. New credentials are merged
 * with the saved ones (secrets are not shown, so blanks keep them) and tested with the carrier
 * before they replace the old; nothing is changed when the carrier refuses them.
 */
@CommandHandler(UpdateCarrierIntegrationCommand)
export class UpdateCarrierIntegrationHandler implements ICommandHandler<UpdateCarrierIntegrationCommand> {
  constructor(
    private readonly saved: SavedCarrierIntegrations,
    private readonly changer: CompanyChannelChanger,
    private readonly carriers: CompanyCarriers,
    private readonly sealed: SealedCarrierCredentials,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: UpdateCarrierIntegrationCommand): Promise<{ id: string; message: string }> {
    if (payload.carrier_ids === undefined && payload.credentials === undefined)
      throw new InvalidInput('Envie as transportadoras (carrier_ids) ou as credenciais a alterar.');
    const integration = await this.saved.of(actor.companyId, payload.id);
    const linked = payload.carrier_ids && (await this.carriers.check(actor.companyId, payload.carrier_ids));
    const { row, connector, credentials } = integration;
    const sealed =
      payload.credentials &&
      (await this.sealed.of(connector, row.company_id, payload.credentials, { id: row.id, credentials }));
    const at = new Date();
    const decide = (aggregate: CompanyChannel): void => {
      if (sealed) aggregate.changeCredentials(actor.companyId, sealed, at);
      if (linked) aggregate.linkCarriers(actor.companyId, linked);
    };
    return this.changer.change(payload.id, context, decide, 'Integração alterada com sucesso');
  }
}
