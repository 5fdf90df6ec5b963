export { CNPJ_TAKEN, Company } from './domain/company.aggregate.js';
export { hashResetToken, resetTokenFor } from './domain/reset-token.js';
export { User } from './domain/user.aggregate.js';
export { IdentityEvents } from './events/identity-events.js';
export type { PasswordResetRequested } from './events/identity-events.js';
export { SessionTokens } from './http/session-tokens.js';
export { IdentityModule } from './identity.module.js';
export { companiesOf } from './queries/companies.reader.js';
export type { CompanyRef } from './queries/companies.reader.js';
