import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { BadRequestError, ConflictError } from '../../../../platform/http/app-errors.js';
import { CompanyChannel } from '../../../integrations/domain/company-channel.aggregate.js';
import { TokenCipher } from '../../../integrations/tokens/token-cipher.js';
import type { CarrierConnector } from '../../connectors/carrier-connector.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';
import { accountOf, credentialsOf, storeIdOf } from '../carrier-credentials.js';
import { CarrierConnectionTester } from '../carrier-connection-tester.js';
import { CompanyCarriers } from '../company-carriers.js';
import { ConnectCarrierIntegrationCommand } from './connect-carrier-integration.command.js';

/**
 * A carrier integration connected: the credentials checked field by field, the carriers checked as
 * the company's, the account refused if already connected, the connection tested with the carrier
 * (its refusal is a 400 with its own words), then the credentials JSON sealed and stored.
 */
@CommandHandler(ConnectCarrierIntegrationCommand)
export class ConnectCarrierIntegrationHandler implements ICommandHandler<ConnectCarrierIntegrationCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly connectors: CarrierConnectors,
    private readonly carriers: CompanyCarriers,
    private readonly tester: CarrierConnectionTester,
    private readonly cipher: TokenCipher,
    private readonly db: DataSource,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: ConnectCarrierIntegrationCommand): Promise<{ id: string; message: string }> {
    const connector = this.connectors.find(payload.channel.id);
    if (!connector) throw new BadRequestError('Canal desconhecido.');
    const { credentials: raw, carrier_ids: carrierIds } = payload.data;
    if (raw === undefined) throw new BadRequestError(`Informe as credenciais da integração ${connector.name}.`);
    const credentials = credentialsOf(connector, raw);
    if (carrierIds === undefined) throw new BadRequestError('Selecione ao menos uma transportadora.');
    const linked = await this.carriers.check(actor.companyId, carrierIds);
    const storeId = storeIdOf(actor.companyId, accountOf(connector, credentials));
    await this.refuseConnectedAccount(connector, storeId);
    await this.tester.test(connector, credentials);

    const integration = new CompanyChannel(randomUUID());
    integration.connect({
      company_id: actor.companyId,
      channel_id: connector.id,
      name: connector.name,
      store_id: storeId,
      store_host: null,
      token_ciphertext: this.cipher.seal(JSON.stringify(credentials)),
      at: new Date().toISOString(),
    });
    integration.linkCarriers(actor.companyId, linked);
    await this.repository.save(integration, context);
    return { id: integration.id, message: 'Integração adicionada com sucesso.' };
  }

  /** The company's own account connected again: change the existing integration instead. */
  private async refuseConnectedAccount(connector: CarrierConnector, storeId: string): Promise<void> {
    const [existing] = await this.db.query('SELECT 1 FROM company_channels WHERE channel_id = $1 AND store_id = $2', [
      connector.id,
      storeId,
    ]);
    if (existing)
      throw new ConflictError(`Esta conta ${connector.name} já está integrada: altere a integração existente.`);
  }
}
