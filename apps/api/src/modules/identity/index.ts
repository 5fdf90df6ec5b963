export { CNPJ_TAKEN, Company } from './domain/company.aggregate.js';
export { LABEL_FORMATS } from './domain/label-formats.js';
export type { LabelFormat } from './domain/label-formats.js';
export {
  BREACH_ACTIONS,
  DEFAULT_PROMISE_SETTINGS,
  PROMISE_SETTINGS_COLUMNS,
  PROMISE_SOURCES,
  promiseSettingsOf,
} from './domain/promise-settings.js';
export type { PromiseSettings, PromiseSettingsRow } from './domain/promise-settings.js';
export { hashResetToken, resetTokenFor } from './domain/reset-token.js';
export { User } from './domain/user.aggregate.js';
export { IdentityEvents } from './events/identity-events.js';
export type { PasswordResetRequested } from './events/identity-events.js';
export { SessionTokens } from './http/session-tokens.js';
export { IdentityModule } from './identity.module.js';
export { hasAuditEnabled } from './queries/audit-enabled.reader.js';
export { companyBrandings } from './queries/company-brandings.reader.js';
export type { CompanyBranding } from './queries/company-brandings.reader.js';
export { companyMembers } from './queries/company-members.reader.js';
export type { CompanyMember } from './queries/company-members.reader.js';
export { companyNames } from './queries/company-names.reader.js';
export { companyTaxId } from './queries/company-tax-id.reader.js';
export { userNames } from './queries/user-names.reader.js';
export { companiesOf } from './queries/companies.reader.js';
export { promiseMinSamplesOf } from './queries/promise-min-samples.reader.js';
export type { CompanyRef } from './queries/companies.reader.js';
export { companyProfile, companyTaxIdTaken } from './queries/company-profile.reader.js';
export type { CompanyProfile } from './queries/company-profile.reader.js';
export { accountsWithEmails, userContacts } from './queries/user-contacts.reader.js';
export type { UserContact } from './queries/user-contacts.reader.js';
