import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { CompanyChannel, ConnectCarrierIntegrationCommand } from '../../../integrations/index.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';
import { CompanyCarriers } from '../../queries/connections/company-carriers.js';
import { SealedCarrierCredentials } from '../../queries/connections/sealed-carrier-credentials.js';

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
    private readonly sealed: SealedCarrierCredentials,
  ) {}

  async execute({
    payload,
    actor,
    context,
  }: ConnectCarrierIntegrationCommand): Promise<{ id: string; message: string }> {
    const connector = this.connectors.find(payload.channel.id);
    if (!connector) throw new InvalidInput('Canal desconhecido.');
    const { credentials: raw, carrier_ids: carrierIds } = payload.data;
    if (raw === undefined) throw new InvalidInput(`Informe as credenciais da integração ${connector.name}.`);
    if (carrierIds === undefined) throw new InvalidInput('Selecione ao menos uma transportadora.');
    const linked = await this.carriers.check(actor.companyId, carrierIds);
    const { token_ciphertext, store_id } = await this.sealed.of(connector, actor.companyId, raw);

    const integration = new CompanyChannel(randomUUID());
    integration.connect({
      company_id: actor.companyId,
      channel_id: connector.id,
      name: connector.name,
      store_id,
      store_host: null,
      token_ciphertext,
      at: new Date().toISOString(),
    });
    integration.linkCarriers(actor.companyId, linked);
    await this.repository.save(integration, context);
    return { id: integration.id, message: 'Integração adicionada com sucesso.' };
  }
}
