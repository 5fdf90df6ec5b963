import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { CarrierApiError, type CarrierConnector, type CarrierCredentials } from '../connectors/carrier-connector.js';
import { connectorContext } from '../connectors/connector-context.js';

/**
 * 'Testar conexão': the credentials tried against the carrier (its stub outside production). The
 * carrier's own words come back; a refusal (wrong password, expired token, carrier down) is a 400
 * with them, so nothing is saved that the carrier does not accept. Credentials are never logged.
 */
@Injectable()
export class CarrierConnectionTester {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async test(connector: CarrierConnector, credentials: CarrierCredentials): Promise<string> {
    try {
      // Files-only connectors (EDI) have no base URL: their test says what they accept.
      return await connector.testConnection(connectorContext(this.config, connector, credentials));
    } catch (error) {
      if (error instanceof CarrierApiError) throw new InvalidInput(error.message);
      throw error;
    }
  }
}
