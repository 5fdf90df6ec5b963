import { createHash } from 'node:crypto';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import type { CarrierConnector, CarrierCredentials } from '../connectors/carrier-connector.js';

/** Longest credential a carrier hands out (tokens are the long ones: Jadlog's JWT is ~300). */
export const MAX_CREDENTIAL_LENGTH = 2000;

/**
 * The credentials of a connect or update form, checked against the connector's fields, one pt-BR
 * sentence per bad field. On an update (`saved`), a field left out or blank keeps its saved value:
 * secrets are never shown again, so the form sends them only when they change.
 */
export function credentialsOf(
  connector: CarrierConnector,
  raw: Readonly<Record<string, unknown>>,
  saved: CarrierCredentials = {},
): CarrierCredentials {
  const known = new Set(connector.credentialFields.map((field) => field.name));
  const problems = Object.keys(raw)
    .filter((name) => !known.has(name))
    .map((name) => `Credencial desconhecida para ${connector.name}: ${name}.`);
  const credentials: Record<string, string> = {};
  for (const field of connector.credentialFields) {
    const value = raw[field.name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      problems.push(`${field.label}: informe um texto.`);
      continue;
    }
    const typed = value?.trim() ?? '';
    if (typed.length > MAX_CREDENTIAL_LENGTH) {
      problems.push(`${field.label}: no máximo ${MAX_CREDENTIAL_LENGTH} caracteres.`);
      continue;
    }
    const kept = typed || saved[field.name] || '';
    if (kept) credentials[field.name] = kept;
    else if (field.required) problems.push(`Informe ${field.label}.`);
  }
  if (problems.length) throw new InvalidInput(problems.join(' '));
  return credentials;
}

/**
 * The carrier account the credentials belong to: its non-secret fields as typed (Correios user and
 * cartão; settings such as the service code left out), else a digest of the secrets (a Jadlog token alone), else '' (EDI without a CNPJ); never a
 * secret in clear.
 */
export function accountOf(connector: CarrierConnector, credentials: CarrierCredentials): string {
  const visible = connector.credentialFields.filter(
    (field) => !field.secret && !field.setting && credentials[field.name],
  );
  if (visible.length) return visible.map((field) => credentials[field.name]).join('/');
  const secrets = connector.credentialFields
    .filter((field) => field.secret)
    .map((field) => credentials[field.name] ?? '');
  if (!secrets.some(Boolean)) return '';
  return `sha256:${createHash('sha256').update(secrets.join('\u0000')).digest('hex').slice(0, 32)}`;
}

/**
 * company_channels.store_id of a carrier integration (unique per connector): the company, then the
 * account, so one company connects an account once while companies sharing a contract (or the same
 * OCOREN-sending carrier) each connect their own.
 */
export const storeIdOf = (companyId: string, account: string): string => `${companyId}/${account}`;

/** The account part of a carrier integration's store_id, as the screen shows it (null when none). */
export const accountOfStoreId = (companyId: string, storeId: string | null): string | null => {
  const account = storeId?.startsWith(`${companyId}/`) ? storeId.slice(companyId.length + 1) : storeId;
  return account || null;
};

/** Which fields are filled (the details page marks them), never their values. */
export const filledFields = (credentials: CarrierCredentials): string[] =>
  Object.keys(credentials).filter((name) => credentials[name]);
