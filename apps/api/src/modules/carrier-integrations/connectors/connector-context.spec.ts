import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config/app-config.js';
import { connectorContext } from './connector-context.js';

const base = { DATABASE_URL: 'postgres://x@127.0.0.1/x', JWT_SECRET: 'segredo', PUBLIC_URL: 'http://localhost:3000' };

describe('app-config carriers and the connector context', () => {
  it('points at the local stubs while they are on', () => {
    const config = loadConfig(base);
    expect(config.carriers).toEqual({
      correios: { baseUrl: 'http://localhost:3000/stubs/carriers/correios' },
      jadlog: { baseUrl: 'http://localhost:3000/stubs/carriers/jadlog' },
      ssw: { baseUrl: 'http://localhost:3000/stubs/carriers/ssw' },
      timeoutMs: 10_000,
      stubMinutesPerStep: 2,
    });
  });

  it('at the carriers’ hosts without the stubs; each URL can be set', () => {
    const config = loadConfig({
      ...base,
      CHANNEL_STUBS: 'off',
      SSW_API_URL: 'https://ssw.example/',
      CARRIER_HTTP_TIMEOUT_MS: '5000',
    });
    expect(config.carriers.correios.baseUrl).toBe('https://api.correios.com.br');
    expect(config.carriers.jadlog.baseUrl).toBe('https://www.jadlog.com.br/embarcador/api');
    expect(config.carriers.ssw.baseUrl).toBe('https://ssw.example');
    expect(connectorContext(config, { slug: 'ssw' }, { cnpj: '1' })).toEqual({
      baseUrl: 'https://ssw.example',
      credentials: { cnpj: '1' },
      timeoutMs: 5000,
    });
    expect(connectorContext(config, { slug: 'edi-proceda' }, {}).baseUrl).toBe('');
  });

  it('refuses a pace that is not a positive number', () => {
    expect(() => loadConfig({ ...base, CARRIER_STUB_MINUTES_PER_STEP: 'x' })).toThrow(/CARRIER_STUB_MINUTES_PER_STEP/);
    expect(loadConfig({ ...base, CARRIER_STUB_MINUTES_PER_STEP: '0.05' }).carriers.stubMinutesPerStep).toBe(0.05);
  });
});
