import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDIS } from '../../src/platform/queue/redis.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unreachableUrl } from '../support/http-stub.js';
import { startViaCepStub, type ViaCepStub } from '../support/viacep-stub.js';

// Reference data is the same for every company: no tenancy here, but the lists need a session.
const SEVEN_DAYS = 7 * 24 * 60 * 60;
let lastIp = 0;
/** Each look-up from its own address unless a test means to share one (the limit is per IP). */
const nextIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const lookup = (test: TestApp, zip: string, ip = nextIp()) =>
  test.http().get(`/api/cep/${zip}`).set('X-Forwarded-For', ip);

describe('geo reference lists', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await startTestApp();
    token = await tokenFor(test, await givenUser(test, await givenCompany(test)));
  });
  afterAll(() => test.close());

  const get = (path: string) => test.http().get(path).set('X-Token', token);

  it.each(['/api/cities?limit=6000', '/api/regions', '/api/geo'])('%s needs a session', async (path) => {
    const response = await test.http().get(path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Sessão inválida ou expirada. Faça login novamente.' });
  });

  it('lists the 5,764 city ranges with limit=6000, and by default', async () => {
    const response = await get('/api/cities?limit=6000');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5764);
    expect(response.body.data).toHaveLength(5764);
    for (const city of response.body.data) {
      expect(Object.keys(city).sort()).toEqual(['name', 'state', 'zip_from', 'zip_to']);
      expect(city.zip_from).toMatch(/^\d{8}$/);
      expect(city.zip_to >= city.zip_from).toBe(true);
    }
    expect(response.body.data[0].state).toBe('AC');
    const byDefault = await get('/api/cities');
    expect(byDefault.body.data).toHaveLength(5764);
  });

  it('filters cities by state and by name without accents or case', async () => {
    const campinas = await get('/api/cities?limit=6000&state=SP&search=campinas');
    expect(campinas.body).toEqual({
      data: [{ name: 'Campinas', state: 'SP', zip_from: '13000001', zip_to: '13139999' }],
      total: 1,
    });

    const anywhere = await get('/api/cities?search=CAMPINAS');
    expect(anywhere.body.data.map((c: { name: string; state: string }) => `${c.name}/${c.state}`)).toEqual([
      'Campinas do Piauí/PI',
      'Campinas do Sul/RS',
      'Campinas/SP',
    ]);

    const saoPaulo = await get('/api/cities?state=sp&search=sao%20paulo');
    expect(saoPaulo.body.data.slice(0, 2)).toEqual([
      { name: 'São Paulo', state: 'SP', zip_from: '01000001', zip_to: '05999999' },
      { name: 'São Paulo', state: 'SP', zip_from: '08000000', zip_to: '08499999' },
    ]);

    const page = await get('/api/cities?state=AC&limit=5&page=2');
    expect(page.body.data).toHaveLength(5);
    expect(page.body.total).toBe((await get('/api/cities?state=AC')).body.data.length);
  });

  it.each([
    ['limit=6001', 'limit deve ser no máximo 6000.'],
    ['limit=0', 'limit deve ser no mínimo 1.'],
    ['state=XX', 'state deve ser uma UF válida (ex.: SP).'],
    ['company_id=1', 'O campo company_id não é permitido.'],
  ])('refuses cities?%s', async (query, message) => {
    const response = await get(`/api/cities?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('lists the 27 states with their ranges, two for AM, DF and GO, and Brasil inteiro', async () => {
    const response = await get('/api/regions');
    expect(response.status).toBe(200);
    const { data, total, whole_country } = response.body;
    expect(total).toBe(27);
    expect(data).toHaveLength(27);
    const twoRanges = data
      .filter((r: { zip_ranges: unknown[] }) => r.zip_ranges.length === 2)
      .map((r: { state: string }) => r.state);
    expect(twoRanges).toEqual(['AM', 'DF', 'GO']);
    expect(data.every((r: { zip_ranges: unknown[] }) => r.zip_ranges.length >= 1)).toBe(true);
    expect(data.find((r: { state: string }) => r.state === 'SP')).toEqual({
      state: 'SP',
      name: 'São Paulo',
      zip_ranges: [{ zip_from: '01000000', zip_to: '19999999' }],
    });
    expect(data.find((r: { state: string }) => r.state === 'DF')).toEqual({
      state: 'DF',
      name: 'Distrito Federal',
      zip_ranges: [
        { zip_from: '70000000', zip_to: '72799999' },
        { zip_from: '73000000', zip_to: '73699999' },
      ],
    });
    expect(whole_country).toEqual({
      name: 'Brasil inteiro',
      zip_ranges: [{ zip_from: '01000000', zip_to: '99999999' }],
    });
  });

  it('lists the IBGE municipalities with coordinates', async () => {
    const response = await get('/api/geo');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5571);
    expect(response.body.data).toHaveLength(5571);
    expect(response.body.data.filter((m: { capital: boolean }) => m.capital)).toHaveLength(27);

    const capital = await get('/api/geo?state=SP&search=s%C3%A3o%20paulo&limit=1');
    expect(capital.body.data).toEqual([
      { ibge_code: 3550308, name: 'São Paulo', state: 'SP', latitude: -23.5329, longitude: -46.6395, capital: true },
    ]);
    const page = await get('/api/geo?limit=100&page=56');
    expect(page.body.data).toHaveLength(71);
    expect(page.body.total).toBe(5571);
  });
});

describe('CEP look-up', () => {
  let test: TestApp;
  let stub: ViaCepStub;
  let redis: Redis;
  const cacheKey = (zip: string) => `${test.config.queuePrefix}:cep:answer:${zip}`;

  beforeAll(async () => {
    stub = await startViaCepStub();
    // The test stands for a trusted proxy on loopback naming each client in X-Forwarded-For.
    test = await startTestApp({
      cepLookup: 'online',
      cepBaseUrl: stub.url,
      cepThrottleLimit: 5,
      trustProxy: ['loopback'],
    });
    redis = test.app.get<Redis>(REDIS);
  });
  afterAll(async () => {
    await test.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.mode = 'normal';
    stub.legacyNotFound = false;
  });

  it('answers the address from the provider, without a session, for a masked CEP', async () => {
    const response = await lookup(test, '01310-100');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      zip: '01310100',
      street1: 'Avenida Paulista',
      street2: 'de 612 a 1510 - lado par',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      source: 'viacep',
    });
    expect(stub.hits('01310100')).toBe(1);
  });

  it('caches an address for 7 days: the second look-up does not reach the provider', async () => {
    const first = await lookup(test, '01001000');
    const before = stub.requests.length;
    const second = await lookup(test, '01.001-000');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({
      street1: 'Praça da Sé',
      street2: 'lado ímpar',
      neighborhood: 'Sé',
      source: 'viacep',
    });
    expect(stub.requests.length).toBe(before);
    expect(stub.hits('01001000')).toBe(1);
    const ttl = await redis.ttl(cacheKey('01001000'));
    expect(ttl).toBeGreaterThan(SEVEN_DAYS - 60);
    expect(ttl).toBeLessThanOrEqual(SEVEN_DAYS);
  });

  it('answers 404 for a CEP the provider does not know and no range holds, and caches that for 1 hour', async () => {
    const response = await lookup(test, '00999999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'CEP não encontrado.' });
    expect((await lookup(test, '00999999')).status).toBe(404);
    expect(stub.hits('00999999')).toBe(1);
    const ttl = await redis.ttl(cacheKey('00999999'));
    expect(ttl).toBeGreaterThan(3600 - 60);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('falls back to the ranges for a CEP the provider does not know ({"erro": "true"} too)', async () => {
    stub.legacyNotFound = true;
    const response = await lookup(test, '13015-100');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      zip: '13015100',
      street1: '',
      street2: '',
      neighborhood: '',
      city: 'Campinas',
      state: 'SP',
      source: 'faixa',
    });
    expect(stub.hits('13015100')).toBe(1);
  });

  it('falls back to city and state by range when the provider answers 500, without caching', async () => {
    stub.mode = 'error';
    const response = await lookup(test, '01311000');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      zip: '01311000',
      street1: '',
      street2: '',
      neighborhood: '',
      city: 'São Paulo',
      state: 'SP',
      source: 'faixa',
    });
    expect(await redis.exists(cacheKey('01311000'))).toBe(0);

    stub.mode = 'normal';
    await lookup(test, '01311000');
    expect(stub.hits('01311000')).toBe(2);
  });

  it('falls back when the provider drops the connection', async () => {
    stub.mode = 'reset';
    const response = await lookup(test, '20040002');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ city: 'Rio de Janeiro', state: 'RJ', source: 'faixa' });
  });

  it('gives the provider 2 seconds, then answers from the ranges', async () => {
    stub.mode = 'slow';
    const started = Date.now();
    const response = await lookup(test, '70040010');
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ city: 'Brasília', state: 'DF', source: 'faixa' });
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(4500);
  });

  it('answers the state alone when only the state ranges hold the CEP', async () => {
    stub.mode = 'error';
    const response = await lookup(test, '01000000');
    expect(response.body).toEqual({
      zip: '01000000',
      street1: '',
      street2: '',
      neighborhood: '',
      city: '',
      state: 'SP',
      source: 'faixa',
    });
  });

  it.each(['1310100', '013101000', '0131a100', '01310_100', '01310-10', 'abcdefgh'])(
    'refuses the malformed CEP %s',
    async (zip) => {
      const before = stub.requests.length;
      const response = await lookup(test, zip);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'CEP inválido. Informe 8 dígitos.' });
      expect(stub.requests.length).toBe(before);
    },
  );

  it('limits look-ups per IP', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++) expect((await lookup(test, '01001000', ip)).status).toBe(200);
    const blocked = await lookup(test, '01001000', ip);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(blocked.body).toEqual({
      message: `Muitas consultas de CEP. Tente novamente em ${wait} ${wait === 1 ? 'segundo' : 'segundos'}.`,
    });
    expect((await lookup(test, '01001000', '192.0.2.11')).status).toBe(200);
  });
});

describe('CEP look-up without the provider', () => {
  let stub: ViaCepStub;
  beforeAll(async () => {
    stub = await startViaCepStub();
  });
  afterAll(() => stub.close());

  it('falls back to the ranges when the provider is unreachable', async () => {
    const test = await startTestApp({ cepLookup: 'online', cepBaseUrl: await unreachableUrl() });
    try {
      const response = await lookup(test, '04538-133');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        zip: '04538133',
        street1: '',
        street2: '',
        neighborhood: '',
        city: 'São Paulo',
        state: 'SP',
        source: 'faixa',
      });
      expect((await lookup(test, '00999999')).status).toBe(404);
    } finally {
      await test.close();
    }
  });

  it('never calls the provider with CEP_LOOKUP=offline', async () => {
    const test = await startTestApp({ cepLookup: 'offline', cepBaseUrl: stub.url });
    try {
      const response = await lookup(test, '01310100');
      expect(response.body).toEqual({
        zip: '01310100',
        street1: '',
        street2: '',
        neighborhood: '',
        city: 'São Paulo',
        state: 'SP',
        source: 'faixa',
      });
      expect((await lookup(test, '78950000')).status).toBe(404);
      expect(stub.requests).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it('is offline unless configured otherwise outside production', async () => {
    const test = await startTestApp();
    expect(test.config.cepLookup).toBe('offline');
    await test.close();
  });
});
