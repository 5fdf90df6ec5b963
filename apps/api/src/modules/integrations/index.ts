export { IntegrationsModule } from './integrations.module.js';
export { TokenCipher } from './adapters/tokens/token-cipher.js';
export { CompanyChannelRows } from './queries/company-channel-rows.js';
export type { CompanyChannelRow } from './queries/company-channel-rows.js';
