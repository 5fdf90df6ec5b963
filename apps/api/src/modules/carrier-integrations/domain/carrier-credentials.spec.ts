import { describe, expect, it } from 'vitest';
import type { CarrierConnector } from '../connectors/carrier-connector.js';
import { accountOf, accountOfStoreId, credentialsOf, filledFields, storeIdOf } from './carrier-credentials.js';

const field = (name: string, label: string, secret: boolean, required = true) => ({ name, label, secret, required });
const correios = {
  id: 101,
  name: 'Correios',
  credentialFields: [
    field('user', 'Usuário', false),
    field('access_code', 'Código de acesso', true),
    field('card', 'Cartão de postagem', false),
    { ...field('service', 'Código do serviço', false, false), setting: true },
  ],
} as unknown as CarrierConnector;
const jadlog = {
  id: 102,
  name: 'Jadlog',
  credentialFields: [
    field('token', 'Token', true),
    { ...field('modalidade', 'Modalidade', false, false), setting: true },
  ],
} as unknown as CarrierConnector;

describe('carrier credentials', () => {
  it('keeps the connector fields, trimmed, and names every bad one in pt-BR', () => {
    expect(credentialsOf(correios, { user: ' loja ', access_code: 'abc', card: '0067' })).toEqual({
      user: 'loja',
      access_code: 'abc',
      card: '0067',
    });
    expect(() => credentialsOf(correios, { user: 7, card: '', password: 'x' })).toThrow(
      'Credencial desconhecida para Correios: password. Usuário: informe um texto. Informe Código de acesso. Informe Cartão de postagem.',
    );
    expect(() => credentialsOf(jadlog, { token: 'x'.repeat(2001) })).toThrow('Token: no máximo 2000 caracteres.');
  });

  it('keeps a saved value where an update leaves the field out or blank', () => {
    const saved = { user: 'loja', access_code: 'segredo', card: '0067' };
    expect(credentialsOf(correios, { access_code: '', card: '0068' }, saved)).toEqual({ ...saved, card: '0068' });
  });

  it('names the account by its visible fields, or by a digest of the secrets', () => {
    expect(accountOf(correios, { user: 'loja', access_code: 'segredo', card: '0067' })).toBe('loja/0067');
    // A setting (service code, modalidade) is a choice of the connection, not who the account is.
    expect(accountOf(correios, { user: 'loja', access_code: 'segredo', card: '0067', service: '03298' })).toBe(
      'loja/0067',
    );
    const account = accountOf(jadlog, { token: 'segredo' });
    expect(accountOf(jadlog, { token: 'segredo', modalidade: '4' })).toBe(account);
    expect(account).toMatch(/^sha256:[0-9a-f]{32}$/);
    expect(account).not.toContain('segredo');
    expect(accountOf(jadlog, { token: 'outro' })).not.toBe(account);
    expect(accountOf(jadlog, {})).toBe('');
  });

  it("keeps each company's accounts apart in store_id, and shows the account alone", () => {
    expect(storeIdOf('c1', 'loja/0067')).toBe('c1/loja/0067');
    expect(accountOfStoreId('c1', 'c1/loja/0067')).toBe('loja/0067');
    expect(accountOfStoreId('c1', storeIdOf('c1', ''))).toBeNull();
  });

  it('lists which credentials are filled, never their values', () => {
    expect(filledFields({ user: 'loja', access_code: 'segredo' })).toEqual(['user', 'access_code']);
  });
});
