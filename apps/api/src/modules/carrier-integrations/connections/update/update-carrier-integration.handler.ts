import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BadRequestError, ConflictError } from '../../../../platform/http/app-errors.js';
import { CompanyChannelChanger } from '../../../integrations/commands/shared/company-channel-changer.js';
import type { CompanyChannel } from '../../../integrations/domain/company-channel.aggregate.js';
import { TokenCipher } from '../../../integrations/tokens/token-cipher.js';
import { accountOf, credentialsOf, storeIdOf } from '../carrier-credentials.js';
import { CarrierConnectionTester } from '../carrier-connection-tester.js';
import { CompanyCarriers } from '../company-carriers.js';
import { type SavedCarrierIntegration, SavedCarrierIntegrations } from '../saved-carrier-integrations.js';
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
    private readonly tester: CarrierConnectionTester,
    private readonly cipher: TokenCipher,
    private readonly db: DataSource,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: UpdateCarrierIntegrationCommand): Promise<{ id: string; message: string }> {
    if (payload.carrier_ids === undefined && payload.credentials === undefined)
      throw new BadRequestError('Envie as transportadoras (carrier_ids) ou as credenciais a alterar.');
    const integration = await this.saved.of(actor.companyId, payload.id);
    const linked = payload.carrier_ids && (await this.carriers.check(actor.companyId, payload.carrier_ids));
    const sealed = payload.credentials && (await this.newCredentials(integration, payload.credentials));
    const at = new Date();
    const decide = (aggregate: CompanyChannel): void => {
      if (sealed) aggregate.changeCredentials(actor.companyId, sealed, at);
      if (linked) aggregate.linkCarriers(actor.companyId, linked);
    };
    return this.changer.change(payload.id, context, decide, 'Integração alterada com sucesso');
  }

  private async newCredentials(
    { row, connector, credentials: current }: SavedCarrierIntegration,
    raw: Readonly<Record<string, unknown>>,
  ): Promise<{ token_ciphertext: string; store_id: string }> {
    const credentials = credentialsOf(connector, raw, current);
    const storeId = storeIdOf(row.company_id, accountOf(connector, credentials));
    const [taken] = await this.db.query(
      'SELECT 1 FROM company_channels WHERE channel_id = $1 AND store_id = $2 AND id <> $3',
      [connector.id, storeId, row.id],
    );
    if (taken) throw new ConflictError(`Esta conta ${connector.name} já está em outra integração.`);
    await this.tester.test(connector, credentials);
    return { token_ciphertext: this.cipher.seal(JSON.stringify(credentials)), store_id: storeId };
  }
}
