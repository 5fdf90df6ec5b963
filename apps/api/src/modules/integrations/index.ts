export { IntegrationsModule } from './integrations.module.js';
export { TokenCipher } from './tokens/token-cipher.js';
