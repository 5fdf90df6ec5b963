import type { AppConfig } from '../../../platform/config/app-config.js';
import type { CarrierConnector, CarrierCredentials, ConnectorContext } from './carrier-connector.js';

/**
 * The context a connector is called with: its carrier's base URL from app-config `carriers.<slug>`
 * (the local stub outside production) and the connection's credentials, unsealed by the caller.
 * A connector without a base URL there (files, e.g. EDI) gets an empty one.
 */
export function connectorContext(
  config: AppConfig,
  connector: Pick<CarrierConnector, 'slug'>,
  credentials: CarrierCredentials,
): ConnectorContext {
  const endpoint = (config.carriers as unknown as Record<string, { baseUrl?: string } | undefined>)[connector.slug];
  return { baseUrl: endpoint?.baseUrl ?? '', credentials, timeoutMs: config.carriers.timeoutMs };
}
