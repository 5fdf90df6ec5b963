import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { BadRequestError } from '../../../platform/http/app-errors.js';
import { CarrierApiError, type CarrierConnector, type CarrierCredentials } from '../connectors/carrier-connector.js';

/**
 * 'Testar conexão': the credentials tried against the carrier (its stub outside production). The
 * carrier's own words come back; a refusal (wrong password, expired token, carrier down) is a 400
 * with them, so nothing is saved that the carrier does not accept. Credentials are never logged.
 */
@Injectable()
export class CarrierConnectionTester {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async test(connector: CarrierConnector, credentials: CarrierCredentials): Promise<string> {
    // TODO(h1 merge): connectorContext(config, connector, credentials).
    const endpoints = (this.config as unknown as { carriers?: Record<string, { baseUrl?: string } | undefined> })
      .carriers;
    const baseUrl = endpoints?.[connector.slug]?.baseUrl;
    if (!baseUrl) throw new BadRequestError(`${connector.name}: endereço da API não configurado.`);
    try {
      return await connector.testConnection({ baseUrl, credentials });
    } catch (error) {
      if (error instanceof CarrierApiError) throw new BadRequestError(error.message);
      throw error;
    }
  }
}
