import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';
import { credentialsOf } from '../../domain/carrier-credentials.js';
import { CarrierConnectionTester } from '../../adapters/carrier-connection-tester.js';
import { SavedCarrierIntegrations } from '../../queries/connections/saved-carrier-integrations.js';
import { TestCarrierConnectionCommand } from './test-carrier-connection.command.js';

/** 'Testar conexão': nothing is stored; the answer is the carrier's (200), or its refusal (400). */
@CommandHandler(TestCarrierConnectionCommand)
export class TestCarrierConnectionHandler implements ICommandHandler<TestCarrierConnectionCommand> {
  constructor(
    private readonly connectors: CarrierConnectors,
    private readonly saved: SavedCarrierIntegrations,
    private readonly tester: CarrierConnectionTester,
  ) {}

  async execute({ payload, actor }: TestCarrierConnectionCommand): Promise<{ message: string }> {
    const typed = payload.credentials ?? {};
    if (payload.id !== undefined) {
      const { connector, credentials } = await this.saved.of(actor.companyId, payload.id);
      return { message: await this.tester.test(connector, credentialsOf(connector, typed, credentials)) };
    }
    const connector = this.connectors.find(payload.channel_id ?? 0);
    if (!connector) throw new InvalidInput('Integração de transportadora desconhecida.');
    return { message: await this.tester.test(connector, credentialsOf(connector, typed)) };
  }
}
