import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CTE_SAMPLES,
  CTE_V4_SENDER,
  cteFixtureText,
} from '../../src/modules/audit/domain/cte/cte-fixtures.spec-helper.js';
import { CteImportQueue } from '../../src/modules/audit/jobs/cte-import.job.js';
import { CteImportRunner } from '../../src/modules/audit/jobs/cte-import.runner.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Codes are unique across every company and run, so each name carries a fresh suffix. */
const unique = () => randomUUID().slice(0, 8);

/** The CNPJ of the carrier that emitted the sample CT-e 4.00. */
const CTE_V4_EMITTER = '92382301841312';

const validCarrier = (over: Record<string, unknown> = {}) => ({
  name: `Expresso Ágil ${unique()}`,
  federal_tax_id: '11222333000181',
  state_tax_id: '110042490114',
  city: 'Campinas',
  state: 'SP',
  phone: '1932345678',
  ...over,
});

describe('carriers', () => {
  let test: TestApp;
  let adminA: string;
  let adminB: string;
  let userA: string;
  let ordersOnlyA: string;
  let shared: { id: string; canonicalName: string };
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string) => test.http().get(`/api/${path}`).set('X-Token', token);
  const register = async (token: string, over: Record<string, unknown> = {}) => {
    const response = await command(token, 'RegisterCarrier', validCarrier(over));
    expect(response.status).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, a, { permissions: ['settings'] }));
    ordersOnlyA = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    shared = await givenCarrier(test);
  });
  afterAll(() => test.close());

  it('registers a company carrier whose code is the slug of its name, seen by that company only', async () => {
    const suffix = unique();
    const id = await register(adminA, { name: `  Expresso São Miguel ${suffix} `, state_tax_id: '' });

    const own = await get(adminA, `carriers/${id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id,
      name: `Expresso São Miguel ${suffix}`,
      canonical_name: `expresso-sao-miguel-${suffix}`,
      federal_tax_id: '11222333000181',
      state_tax_id: null,
      active: true,
      image: null,
      phone: '1932345678',
      own: true,
      property: { address: { city: 'Campinas', state: 'SP' } },
    });
    expect(Date.parse(own.body.created_at)).not.toBeNaN();

    const listA = await get(adminA, 'carriers?limit=100&page=1');
    expect(listA.body.data.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([id, shared.id]));
    expect(listA.body.data.find((c: { id: string }) => c.id === shared.id).own).toBe(false);

    expect((await get(adminB, `carriers/${id}`)).status).toBe(404);
    expect((await get(adminB, `carriers/${id}`)).body.message).toBe('Transportadora não encontrada.');
    const listB = await get(adminB, 'carriers');
    expect(listB.body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(listB.body.total).toBe(listA.body.total - 1);
  });

  it('answers precise messages for bad input', async () => {
    const empty = await command(adminA, 'RegisterCarrier', {
      name: '',
      federal_tax_id: '',
      city: '',
      state: 'XX',
      phone: '(11) 3000',
    });
    expect(empty.status).toBe(400);
    for (const message of [
      'Digite o nome da transportadora.',
      'Digite o CNPJ, apenas números.',
      'Digite a cidade.',
      'Selecione o estado.',
      'Digite um telefone.',
    ]) {
      expect(empty.body.message).toContain(message);
    }
    const badDigits = await command(adminA, 'RegisterCarrier', validCarrier({ federal_tax_id: '11222333000182' }));
    expect(badDigits.status).toBe(400);
    expect(badDigits.body.message).toBe('CNPJ inválido: confira os dígitos.');
    const masked = await command(adminA, 'RegisterCarrier', validCarrier({ federal_tax_id: '11.222.333/0001-81' }));
    expect(masked.body.message).toContain('Digite o CNPJ, apenas números.');
    const stateTaxId = await command(adminA, 'RegisterCarrier', validCarrier({ state_tax_id: '110.042.490.114' }));
    expect(stateTaxId.body.message).toBe('Digite a inscrição estadual, apenas números (ou ISENTO).');
    expect((await command(adminA, 'RegisterCarrier', validCarrier({ state_tax_id: 'ISENTO' }))).status).toBe(200);
    const noLetters = await command(adminA, 'RegisterCarrier', validCarrier({ name: '!!! ---' }));
    expect(noLetters.body.message).toBe('O nome deve ter ao menos uma letra ou número.');
    const tooLong = await command(adminA, 'RegisterCarrier', validCarrier({ name: 'x'.repeat(151) }));
    expect(tooLong.body.message).toBe('Deve ter no máximo 150 caracteres');
    const unknownField = await command(adminA, 'RegisterCarrier', validCarrier({ canonical_name: 'escolhido' }));
    expect(unknownField.body.message).toBe('O campo canonical_name não é permitido.');
  });

  it('refuses a name whose code is taken, by the company, another company or the shared catalog', async () => {
    const name = `Rápido Sul ${unique()}`;
    await register(adminA, { name });
    for (const [token, again] of [
      [adminA, name.toUpperCase()],
      [adminB, name.replace('Rápido', 'Rapido')],
    ]) {
      const response = await command(token, 'RegisterCarrier', validCarrier({ name: again }));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Já existe uma transportadora com este nome.');
    }
    const sharedCode = await command(adminB, 'RegisterCarrier', validCarrier({ name: shared.canonicalName }));
    expect(sharedCode.status).toBe(409);
  });

  it('lets a company edit only its own carriers, keeping the code', async () => {
    const id = await register(adminA);
    const before = (await get(adminA, `carriers/${id}`)).body;
    const changes = {
      id,
      name: 'Nome Novo Ltda',
      federal_tax_id: '11444777000161',
      state_tax_id: null,
      active: false,
      city: 'Curitiba',
      state: 'PR',
      phone: '41987654321',
    };
    const updated = await command(adminA, 'UpdateCarrier', changes);
    expect(updated.status).toBe(200);
    expect((await get(adminA, `carriers/${id}`)).body).toMatchObject({
      name: 'Nome Novo Ltda',
      canonical_name: before.canonical_name,
      federal_tax_id: '11444777000161',
      state_tax_id: null,
      active: false,
      phone: '41987654321',
      property: { address: { city: 'Curitiba', state: 'PR' } },
    });

    const onShared = await command(adminA, 'UpdateCarrier', { ...changes, id: shared.id });
    expect(onShared.status).toBe(403);
    expect(onShared.body.message).toBe('Transportadoras do catálogo compartilhado não podem ser editadas.');
    const otherCompany = await command(adminB, 'UpdateCarrier', { ...changes, name: 'Sequestro' });
    expect(otherCompany.status).toBe(404);
    expect((await get(adminA, `carriers/${id}`)).body.name).toBe('Nome Novo Ltda');
    expect((await command(adminA, 'UpdateCarrier', { ...changes, id: randomUUID() })).status).toBe(404);
    const invalid = await command(adminA, 'UpdateCarrier', { ...changes, active: 'sim', phone: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Informe se a transportadora está ativa.');
    expect(invalid.body.message).toContain('Digite um telefone.');
  });

  it('keeps registering and editing for admins, while a settings user may set pickup e-mails', async () => {
    const id = await register(adminA);
    expect((await command(userA, 'RegisterCarrier', validCarrier())).status).toBe(403);
    const update = await command(userA, 'UpdateCarrier', { ...validCarrier(), id, active: true });
    expect(update.status).toBe(403);
    expect(update.body.message).toBe('Você não tem permissão para esta ação.');
    expect((await command(userA, 'AddCarrierEmail', { carrier_id: id, emails: ['coleta@transp.test'] })).status).toBe(
      200,
    );
    expect((await get(userA, `carriers/${id}/emails`)).body).toEqual({
      carrier_id: id,
      emails: ['coleta@transp.test'],
    });
    expect((await command(ordersOnlyA, 'AddCarrierEmail', { carrier_id: id, emails: [] })).status).toBe(403);
  });

  it('validates pickup e-mails and replaces the whole list', async () => {
    const set = (emails: unknown) => command(userA, 'AddCarrierEmail', { carrier_id: shared.id, emails });
    const emailsOf = async () => (await get(userA, `carriers/${shared.id}/emails`)).body.emails;

    expect(await emailsOf()).toEqual([]);
    expect((await set([' Coleta@Transp.test ', 'sac@transp.test', 'coleta@transp.test'])).status).toBe(200);
    expect(await emailsOf()).toEqual(['coleta@transp.test', 'sac@transp.test']);

    const invalid = await set(['ok@transp.test', 'sem-arroba', 'a@b']);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('E-mail inválido: sem-arroba, a@b.');
    const tooMany = await set(Array.from({ length: 21 }, (_, i) => `c${i}@transp.test`));
    expect(tooMany.body.message).toBe('Informe no máximo 20 e-mails.');
    expect((await set('não é lista')).body.message).toBe('E-mail inválido: não é lista.');
    expect(await emailsOf()).toEqual(['coleta@transp.test', 'sac@transp.test']);

    expect((await set('um@transp.test, dois@transp.test,')).status).toBe(200);
    expect(await emailsOf()).toEqual(['um@transp.test', 'dois@transp.test']);
    expect((await set(Array.from({ length: 20 }, (_, i) => `c${i}@transp.test`))).status).toBe(200);
    expect(await emailsOf()).toHaveLength(20);
    expect((await set([])).status).toBe(200);
    expect(await emailsOf()).toEqual([]);
  });

  it('keeps each company’s e-mails and own carriers out of the other company’s reach', async () => {
    const ownA = await register(adminA);
    await command(adminA, 'AddCarrierEmail', { carrier_id: shared.id, emails: ['a@loja-a.test'] });
    await command(adminA, 'AddCarrierEmail', { carrier_id: ownA, emails: ['coleta@propria-a.test'] });

    // The shared carrier: each company reads and writes only its own list.
    expect((await get(adminB, `carriers/${shared.id}/emails`)).body.emails).toEqual([]);
    expect(
      (await command(adminB, 'AddCarrierEmail', { carrier_id: shared.id, emails: ['b@loja-b.test'] })).status,
    ).toBe(200);
    expect((await get(adminB, `carriers/${shared.id}/emails`)).body.emails).toEqual(['b@loja-b.test']);
    expect((await get(adminA, `carriers/${shared.id}/emails`)).body.emails).toEqual(['a@loja-a.test']);

    // A's own carrier does not exist for B.
    const write = await command(adminB, 'AddCarrierEmail', { carrier_id: ownA, emails: ['intruso@loja-b.test'] });
    expect(write.status).toBe(404);
    expect(write.body.message).toBe('Transportadora não encontrada.');
    expect((await get(adminB, `carriers/${ownA}/emails`)).status).toBe(404);
    expect((await get(adminA, `carriers/${ownA}/emails`)).body.emails).toEqual(['coleta@propria-a.test']);
    expect((await get(adminA, 'carriers/not-a-uuid/emails')).status).toBe(404);
    expect((await command(adminA, 'AddCarrierEmail', { carrier_id: randomUUID(), emails: [] })).status).toBe(404);
  });

  it('pages with at most 100 per page and accepts the with_cte flag', async () => {
    const { total } = (await get(adminA, 'carriers')).body;
    for (let missing = 101 - total; missing > 0; missing -= 10) {
      await Promise.all(Array.from({ length: Math.min(10, missing) }, () => register(adminA)));
    }
    const all = await get(adminA, 'carriers?limit=150');
    expect(all.body.data).toHaveLength(100);
    expect(all.body.total).toBeGreaterThan(100);
    const second = await get(adminA, 'carriers?limit=1&page=2');
    expect(second.body.data).toEqual([all.body.data[1]]);
    expect(second.body.total).toBe(all.body.total);
    expect((await get(adminA, 'carriers?with_cte=talvez')).body.message).toBe('with_cte deve ser 1 ou 0.');
  });

  it('with_cte=1 lists only the carriers that emitted a CT-e the company imported (settings.md §7)', async () => {
    const company = await givenCompany(test, undefined, true);
    const auditor = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const emitter = (await givenCarrier(test, company, CTE_V4_EMITTER)).id;
    await givenDistributionCenter(test, company, 'CD1', { federal_tax_id: CTE_V4_SENDER }); // a party of the CT-e
    const idle = await register(auditor);
    const ids = async (query: string) =>
      (await get(auditor, `carriers?limit=100${query}`)).body.data.map((c: { id: string }) => c.id);

    expect(await ids('&with_cte=1')).toEqual([]);
    const path = (
      await test
        .http()
        .post('/api/upload')
        .set('X-Token', auditor)
        .attach('file', Buffer.from(cteFixtureText(CTE_SAMPLES.v4)), { filename: 'cte.xml' })
    ).body.path as string;
    expect((await command(auditor, 'CreateCteFromXml', { invoices: [{ path }] })).status).toBe(200);
    for (const job of await test.app.get(CteImportQueue).queue.getJobs(['waiting'])) {
      await test.app.get(CteImportRunner).run(job.data.batchId);
      await job.remove();
    }

    const withCte = await get(auditor, 'carriers?limit=100&with_cte=1');
    expect([withCte.body.data.map((c: { id: string }) => c.id), withCte.body.total]).toEqual([[emitter], 1]);
    expect(await ids('&with_cte=0')).toEqual(expect.arrayContaining([emitter, idle, shared.id]));
    expect(await ids('')).toEqual(expect.arrayContaining([emitter, idle, shared.id]));
    // Another company's CT-e never count: company A imported none.
    expect((await get(adminA, 'carriers?with_cte=1')).body).toEqual({ data: [], total: 0 });
  });
});
