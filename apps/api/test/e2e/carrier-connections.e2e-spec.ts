import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { CORREIOS_STUB_BAD_ACCESS_CODE, correiosStub } from '@despacho/stubs';
import { serveStub } from '../../src/modules/carrier-integrations/connectors/spec-helpers/stub-server.spec-helper.js';
import { MissedNotices } from '../../src/modules/integrations/adapters/inbox/missed-notices.js';
import { ResyncCheckoutOptions } from '../../src/modules/integrations/policies/resync-checkout-options.policy.js';
import { PricingEvents } from '../../src/modules/pricing/events/pricing-events.js';
import { givenCarrier, givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SECRET = 'chave-secreta-do-cws-42';
const CORREIOS = 101;

describe('Carrier integrations (type 2): catalogue, connect, test, change', () => {
  let test: TestApp;
  let stub: Awaited<ReturnType<typeof serveStub>>;
  let db: DataSource;
  let admin: string;
  let otherAdmin: string;
  let plainUser: string;
  let sharedCarrier: string;
  let ownCarrier: string;
  let foreignCarrier: string;
  let integrationId: string;
  let companyId: string;
  /** Every answer's body, to prove the secret never leaves the API. */
  const answers: string[] = [];

  const http = () => test.http();
  const record = <T extends { body: unknown }>(response: T): T => {
    answers.push(JSON.stringify(response.body));
    return response;
  };
  const command = async (action: string, payload: object, token = admin) =>
    record(await http().post('/api/command').set('X-Token', token).send({ action, payload }));
  const get = async (path: string, token = admin) => record(await http().get(`/api${path}`).set('X-Token', token));
  const testConnection = async (body: object, token = admin) =>
    record(await http().post('/api/carrier-integrations/test').set('X-Token', token).send(body));
  const credentials = (over: Record<string, string> = {}) => ({
    usuario: 'loja-demo',
    codigo_acesso: SECRET,
    cartao_postagem: '0067599079',
    ...over,
  });
  const connect = (data: object, token = admin) =>
    command('NewCompanyChannel', { channel: { id: CORREIOS }, data }, token);
  /** carrier-integrations' own copy of the connection (what its polls read), or undefined once removed. */
  const connection = async (id: string) =>
    (
      await db.query(
        'SELECT company_id, channel_id, enabled, carrier_ids, token_ciphertext FROM carrier_connections WHERE id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    // The token route's 3 calls a second (the Correios' own) would throttle this quick sequence of tests.
    stub = await serveStub(correiosStub({ tokenPerSecond: 100 }).plugin);
    test = await startTestApp({
      carriers: {
        correios: { baseUrl: stub.baseUrl },
        jadlog: { baseUrl: `${stub.baseUrl}/none` },
        ssw: { baseUrl: `${stub.baseUrl}/none` },
        timeoutMs: 5_000,
        stubMinutesPerStep: 2,
      },
    });
    db = test.app.get(DataSource);
    companyId = await givenCompany(test);
    const other = await givenCompany(test);
    sharedCarrier = (await givenCarrier(test)).id;
    ownCarrier = (await givenCarrier(test, companyId)).id;
    foreignCarrier = (await givenCarrier(test, other)).id;
    admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    otherAdmin = await tokenFor(test, await givenUser(test, other, { isAdmin: true }));
    plainUser = await tokenFor(test, await givenUser(test, companyId, { permissions: ['settings'] }));
  });
  afterAll(async () => {
    await test?.close();
    await stub?.close();
  });

  it('lists the carrier integrations with their credential fields; type 1 is the sales channels alone', async () => {
    const carriers = await get('/channels?type=2');
    expect(carriers.status).toBe(200);
    const ids = carriers.body.data.map((channel: { id: number }) => channel.id);
    expect(ids).toEqual(expect.arrayContaining([101, 102, 103]));
    expect(carriers.body.data.every((channel: { type: number }) => channel.type === 2)).toBe(true);
    const correios = carriers.body.data.find((channel: { id: number }) => channel.id === CORREIOS);
    expect(correios).toMatchObject({ name: 'Correios', layout: 'correios', is_disabled: false });
    expect(correios.credential_fields).toEqual([
      expect.objectContaining({ name: 'usuario', label: 'Usuário', secret: false, required: true }),
      expect.objectContaining({ name: 'codigo_acesso', secret: true, required: true }),
      expect.objectContaining({ name: 'cartao_postagem', secret: false, required: true }),
      expect.objectContaining({ name: 'codigo_servico', secret: false, required: false }),
    ]);

    const sales = await get('/channels?type=1');
    expect(sales.body.data.some((channel: { id: number }) => channel.id === 29)).toBe(true);
    expect(sales.body.data.every((channel: { type: number; credential_fields?: unknown }) => channel.type === 1)).toBe(
      true,
    );
    expect(sales.body.data.some((channel: { credential_fields?: unknown }) => 'credential_fields' in channel)).toBe(
      false,
    );
    expect((await get('/channels?type=3')).status).toBe(400);
    expect((await get('/channels?type=2&kind=x')).status).toBe(400);
    expect((await get('/channels?type=2', plainUser)).status).toBe(403);
  });

  it("tests unsaved credentials: the carrier's own answer, or its refusal as a 400", async () => {
    const good = await testConnection({ channel_id: CORREIOS, credentials: credentials() });
    expect(good.status).toBe(200);
    expect(good.body.message).toContain('Conectado aos Correios');
    const bad = await testConnection({
      channel_id: CORREIOS,
      credentials: credentials({ codigo_acesso: CORREIOS_STUB_BAD_ACCESS_CODE }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Correios/);
    expect((await testConnection({ channel_id: 29, credentials: {} })).status).toBe(400);
    expect((await testConnection({ channel_id: CORREIOS, credentials: credentials() }, plainUser)).status).toBe(403);
  });

  it('refuses bad fields, carriers not the company’s and credentials the carrier refuses, storing nothing', async () => {
    const fields = await connect({ credentials: { usuario: 7, senha: 'x' }, carrier_ids: [sharedCarrier] });
    expect(fields.status).toBe(400);
    expect(fields.body.message).toBe(
      'Credencial desconhecida para Correios: senha. Usuário: informe um texto. Informe Código de acesso à API. Informe Cartão de postagem.',
    );
    expect((await connect({ credentials: credentials() })).body.message).toBe('Selecione ao menos uma transportadora.');
    const foreign = await connect({ credentials: credentials(), carrier_ids: [foreignCarrier] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Transportadora não encontrada: escolha entre as transportadoras da empresa.');
    const refused = await connect({
      credentials: credentials({ codigo_acesso: CORREIOS_STUB_BAD_ACCESS_CODE }),
      carrier_ids: [sharedCarrier],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Correios/);
    expect((await get('/company-channels')).body).toEqual({ data: [], total: 0 });
  });

  it('connects Correios tested, sealed and linked, and lists it with which fields are set, never the secret', async () => {
    const response = await connect({ credentials: credentials(), carrier_ids: [sharedCarrier, ownCarrier] });
    expect(response.body.message).toBe('Integração adicionada com sucesso.');
    expect(response.status).toBe(200);
    integrationId = response.body.id;

    const list = await get('/company-channels');
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id: integrationId,
      channel_id: CORREIOS,
      channel: { type: 2, name: 'Correios' },
      store_id: 'loja-demo/0067599079',
      property: { integration_name: 'Correios', enabled: true, webhook: '', url_de_frete: '' },
      token: { token: '' },
      carrier_integration: {
        carrier_ids: expect.arrayContaining([sharedCarrier, ownCarrier]),
        credentials_set: ['usuario', 'codigo_acesso', 'cartao_postagem'],
        last_success_at: null,
        last_error: null,
      },
    });
    const [row] = await db.query('SELECT token_ciphertext, carrier_ids FROM company_channels WHERE id = $1', [
      integrationId,
    ]);
    expect(row.token_ciphertext).toMatch(/^v1\./);
    expect(row.carrier_ids).toHaveLength(2);
    expect(await connection(integrationId)).toEqual({
      company_id: companyId,
      channel_id: CORREIOS,
      enabled: true,
      ...row,
    });
    // Neither the event log (any stream, data or metadata) nor the read model holds the secret in clear.
    const [{ leaked }] = await db.query(
      `SELECT (SELECT count(*)::int FROM events e WHERE e::text LIKE $1)
            + (SELECT count(*)::int FROM company_channels c WHERE c::text LIKE $1)
            + (SELECT count(*)::int FROM carrier_connections c WHERE c::text LIKE $1) AS leaked`,
      [`%${SECRET}%`],
    );
    expect(leaked).toBe(0);

    const again = await connect({ credentials: credentials(), carrier_ids: [sharedCarrier] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta conta Correios já está integrada: altere a integração existente.');
  });

  it("shows the poller's last success and last failure beside the channels", async () => {
    await db.query(
      `INSERT INTO carrier_integration_polls (company_channel_id, last_success_at, last_error, last_error_at, failures)
       VALUES ($1, '2026-11-28T10:00:00Z', 'Correios fora do ar (503).', '2026-11-28T10:30:00Z', 1)`,
      [integrationId],
    );
    const one = await get(`/company-channels/${integrationId}`);
    expect(one.body.carrier_integration).toMatchObject({
      last_success_at: '2026-11-28T10:00:00.000Z',
      last_error: 'Correios fora do ar (503).',
      last_error_at: '2026-11-28T10:30:00.000Z',
    });
  });

  it('tests the saved integration, and changes its carriers and credentials only when the carrier accepts them', async () => {
    const saved = await testConnection({ id: integrationId });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toContain('Conectado aos Correios');

    const refused = await command('UpdateCarrierIntegration', {
      id: integrationId,
      carrier_ids: [ownCarrier],
      credentials: { codigo_acesso: CORREIOS_STUB_BAD_ACCESS_CODE },
    });
    expect(refused.status).toBe(400);
    expect((await get(`/company-channels/${integrationId}`)).body.carrier_integration.carrier_ids).toHaveLength(2);

    const changed = await command('UpdateCarrierIntegration', {
      id: integrationId,
      carrier_ids: [ownCarrier],
      credentials: { cartao_postagem: '0067599080', codigo_acesso: '' },
    });
    expect(changed.body.message).toBe('Integração alterada com sucesso');
    const after = await get(`/company-channels/${integrationId}`);
    expect(after.body.store_id).toBe('loja-demo/0067599080');
    expect(after.body.carrier_integration.carrier_ids).toEqual([ownCarrier]);
    const [sealed] = await db.query('SELECT token_ciphertext FROM company_channels WHERE id = $1', [integrationId]);
    expect(await connection(integrationId)).toMatchObject({ carrier_ids: [ownCarrier], ...sealed });
    expect(after.body.carrier_integration.credentials_set).toEqual(['usuario', 'codigo_acesso', 'cartao_postagem']);
    // The pre-posting service is a setting of the connection: the account (store_id) stays.
    const service = await command('UpdateCarrierIntegration', {
      id: integrationId,
      carrier_ids: [ownCarrier],
      credentials: { codigo_servico: '03298' },
    });
    expect(service.status).toBe(200);
    const withService = await get(`/company-channels/${integrationId}`);
    expect(withService.body.store_id).toBe('loja-demo/0067599080');
    expect(withService.body.carrier_integration.credentials_set).toEqual([
      'usuario',
      'codigo_acesso',
      'cartao_postagem',
      'codigo_servico',
    ]);
    expect((await command('UpdateCarrierIntegration', { id: integrationId })).status).toBe(400);
    const foreign = await command('UpdateCarrierIntegration', { id: integrationId, carrier_ids: [foreignCarrier] });
    expect(foreign.status).toBe(400);
  });

  it('is renamed and toggled with the channels’ actions; another company can neither see nor change it', async () => {
    expect((await command('ChangeIntegrationName', { id: integrationId, name: 'Correios loja' })).status).toBe(200);
    expect((await command('ToggleIntegration', { id: integrationId, enable: false })).status).toBe(200);
    expect((await get(`/company-channels/${integrationId}`)).body.property).toMatchObject({
      integration_name: 'Correios loja',
      enabled: false,
    });
    expect(await connection(integrationId)).toMatchObject({ enabled: false });

    expect((await get(`/company-channels/${integrationId}`, otherAdmin)).status).toBe(404);
    expect((await get('/company-channels', otherAdmin)).body.total).toBe(0);
    expect((await testConnection({ id: integrationId }, otherAdmin)).status).toBe(404);
    for (const [action, payload] of [
      ['UpdateCarrierIntegration', { id: integrationId, carrier_ids: [sharedCarrier] }],
      ['ToggleIntegration', { id: integrationId, enable: true }],
      ['ChangeIntegrationName', { id: integrationId, name: 'Minha' }],
      ['RemoveCompanyChannel', { company_channel: { id: integrationId } }],
    ] as const)
      expect((await command(action, payload, otherAdmin)).status).toBe(404);
    // A contract shared by two companies: each connects it once, as an integration of its own.
    const shared = await connect(
      { credentials: credentials({ cartao_postagem: '0067599080' }), carrier_ids: [sharedCarrier] },
      otherAdmin,
    );
    expect(shared.status).toBe(200);
    expect((await get('/company-channels', otherAdmin)).body.data[0]).toMatchObject({
      store_id: 'loja-demo/0067599080',
      carrier_integration: { carrier_ids: [sharedCarrier] },
    });
  });

  it('leaves the sales-channel paths alone: no checkout resync nor missed-notices recovery, a type-1 connect still needs its code', async () => {
    expect((await command('ToggleIntegration', { id: integrationId, enable: true })).status).toBe(200);
    expect(await test.app.get(MissedNotices).recoverable(db)).not.toContain(integrationId);
    // A freight table activated resyncs the company's stores' checkout: the carrier integration has none.
    const activated = {
      type: PricingEvents.FreightTableActivated,
      stream_id: `freight-table-${randomUUID()}`,
      data: { company_id: companyId },
    } as unknown as Parameters<ResyncCheckoutOptions['run']>[0];
    await expect(test.app.get(ResyncCheckoutOptions).run(activated, db.manager)).resolves.toBeUndefined();
    const channel = await command('NewCompanyChannel', { channel: { id: 29 }, data: {} });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toBe('Código de autorização ausente.');
    // A sales channel's status map does not exist for a carrier integration.
    expect((await get(`/company-channels/${integrationId}/situations`)).status).toBe(404);
  });

  it('is removed with RemoveCompanyChannel, and no answer ever carried the secret', async () => {
    const removed = await command('RemoveCompanyChannel', { company_channel: { id: integrationId } });
    expect(removed.body.message).toBe('Integração excluída com sucesso');
    expect((await get('/company-channels')).body.total).toBe(0);
    expect(await connection(integrationId)).toBeUndefined();
    expect(answers.some((body) => body.includes(SECRET))).toBe(false);
  });
});
