import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { KNOWN_CNPJ, startReceitaWsStub, UNKNOWN_CNPJ, type ReceitaWsStub } from '../support/receitaws-stub.js';
import { freshCnpj, solvedCaptcha } from '../support/sign-up-inputs.js';
import { startSmtp, until } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unreachableUrl } from '../support/http-stub.js';

const DONE = 'Cadastro realizado com sucesso! Você receberá nosso contato para tratarmos das integrações.';
const CNPJS = [freshCnpj(), freshCnpj(), freshCnpj(), freshCnpj(), freshCnpj()];
const RUN = Date.now().toString(36);
let lastIp = 0;
const nextIp = () => `10.5.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

function signUpPayload(cnpj: string, tag: string, over: Record<string, unknown> = {}) {
  return {
    users: [
      { name: 'Ana Admin', email: `admin-${tag}-${RUN}@loja.test`, role: 'admin' },
      { name: 'Fabio Financeiro', email: `fin-${tag}-${RUN}@loja.test`, role: 'financeiro' },
    ],
    company: { name: 'Loja Exemplo', state_tax_id: '123456789', federal_tax_id: cnpj },
    integrations: {
      erp: 'bling',
      marketplace: ['magalu', 'mercadolivre', 'Shopee'],
      ecommerce: 'nuvemshop',
      integrator: null,
    },
    expenses: { monthly_expense_with_shipping: 15000.5, monthly_shipping: '500' },
    cd: {
      address: {
        name: 'LOJA EXEMPLO LTDA',
        federal_tax_id: cnpj,
        phone: '1133334444',
        zip: '01310100',
        street1: 'Av Paulista',
        number: '1000',
        street2: 'Andar 5',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    terms_accepted: true,
    ...over,
  };
}

describe('company sign-up (GET cnpj-card, POST register, GET company-sign-ups)', () => {
  let test: TestApp;
  let stub: ReceitaWsStub;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  const captcha = (app = test) => solvedCaptcha(app, nextIp());
  const register = async (body: object, ip = nextIp(), app = test) =>
    app
      .http()
      .post('/api/register')
      .set('X-Forwarded-For', ip)
      .send({ recaptcha: await captcha(app), ...body });
  const card = (cnpj: string, app = test) => app.http().get(`/api/cnpj-card/${cnpj}`).set('X-Forwarded-For', nextIp());

  beforeAll(async () => {
    stub = await startReceitaWsStub();
    smtp = await startSmtp();
    test = await startTestApp({
      runWorkers: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      cnpjLookup: 'online',
      cnpjBaseUrl: stub.url,
      cnpjProviderPerMinute: 0,
      trustProxy: ['loopback'],
    });
  });
  afterAll(async () => {
    await test.close();
    await stub.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('answers the company card of a CNPJ from the ReceitaWS-compatible service, cached', async () => {
    const response = await card(encodeURIComponent('11.222.333/0001-81'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      fantasia: 'LOJA EXEMPLO',
      nome: 'LOJA EXEMPLO COMERCIO DE MOVEIS LTDA',
      cep: '01310100',
      telefone: '1133334444',
      numero: '1000',
      logradouro: 'AV PAULISTA',
      complemento: 'ANDAR 5',
      municipio: 'SAO PAULO',
      bairro: 'BELA VISTA',
      uf: 'SP',
    });
    const calls = stub.requests.length;
    expect((await card(KNOWN_CNPJ)).status).toBe(200);
    expect(stub.requests.length).toBe(calls);
  });

  it('refuses bad check digits without calling the service, 404 for an unknown CNPJ, 503 when the service fails', async () => {
    const calls = stub.requests.length;
    expect([(await card('11222333000182')).status, (await card('123')).body.message]).toEqual([
      400,
      'CNPJ inválido: confira os dígitos.',
    ]);
    expect(stub.requests.length).toBe(calls);
    const unknown = await card(UNKNOWN_CNPJ);
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.',
    ]);
    for (const mode of ['timeout', 'limited', 'down'] as const) {
      stub.mode = mode;
      const failed = await card(CNPJS[3]);
      expect([mode, failed.status, failed.body.message]).toEqual([
        mode,
        503,
        'Consulta de CNPJ indisponível no momento. Preencha os dados da empresa.',
      ]);
    }
    stub.mode = 'normal';
  });

  it('signs a company up: company, admin and financeiro users, CD1 and the answers; each user is e-mailed both links', async () => {
    // The spec's payload as written (public-account.md §3): users[].id, cd {reference, name, address {country, email}}.
    const payload = signUpPayload(CNPJS[0], 'a');
    const response = await register({
      ...payload,
      users: payload.users.map((user, index) => ({ id: index + 1, ...user })),
      cd: { reference: 'CD1', name: 'CD Loja Exemplo', address: { ...payload.cd.address, country: 'BRA' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: DONE });
    const sql = test.app.get(DataSource);
    const [{ id: companyId, name }] = await sql.query('SELECT id, name FROM companies WHERE federal_tax_id = $1', [
      CNPJS[0],
    ]);
    expect(name).toBe('Loja Exemplo');
    const users = await sql.query(
      'SELECT email, is_admin, permissions, confirmed_at FROM users WHERE company_id = $1 ORDER BY email',
      [companyId],
    );
    expect(users).toEqual([
      { email: `admin-a-${RUN}@loja.test`, is_admin: true, permissions: null, confirmed_at: null },
      { email: `fin-a-${RUN}@loja.test`, is_admin: false, permissions: [], confirmed_at: null },
    ]);
    const [center] = await sql.query(
      'SELECT reference, name, address FROM distribution_centers WHERE company_id = $1',
      [companyId],
    );
    expect([
      center.reference,
      center.name,
      center.address.email,
      center.address.federal_tax_id,
      center.address.zip,
    ]).toEqual(['CD1', 'CD Loja Exemplo', `admin-a-${RUN}@loja.test`, CNPJS[0], '01310100']);

    await test.app.get(CatchUpRunner).drain();
    const mailTo = (email: string) =>
      smtp.received.find((m) => m.to.includes(email))?.body.replace(/=\r?\n/g, '') ?? '';
    await until(async () => {
      await test.app.get(CatchUpRunner).drain();
      return mailTo(`admin-a-${RUN}@loja.test`) !== '' && mailTo(`fin-a-${RUN}@loja.test`) !== '';
    }, 30_000); // the relay waits for older transactions of the whole cluster
    const mail = mailTo(`admin-a-${RUN}@loja.test`);
    const confirm = /\/confirm\/([\w.-]+)/.exec(mail)![1];
    const password = /\/new-password\/([\w-]+)/.exec(mail)![1];
    expect(smtp.received.filter((m) => m.to.includes(`admin-a-${RUN}@loja.test`))).toHaveLength(1);

    expect((await test.http().post('/api/auth/confirm-email').send({ token: confirm })).body).toEqual({
      message: 'E-mail confirmado com sucesso!',
    });
    const changed = await test
      .http()
      .post('/api/auth/change-password')
      .send({ token: password, password: 'nova-senha-1', confirmation: 'nova-senha-1' });
    expect(changed.body).toEqual({ message: 'Senha alterada com sucesso.' });
    const login = await test
      .http()
      .post('/api/auth')
      .send({ email: `admin-a-${RUN}@loja.test`, password: 'nova-senha-1' });
    expect([login.status, login.body.company.id]).toEqual([200, companyId]);
  });

  it('refuses a CNPJ any company holds (signed up or seeded) with 409', async () => {
    expect((await register(signUpPayload(CNPJS[1], 'b'))).status).toBe(200);
    const again = await register(signUpPayload(CNPJS[1], 'c'));
    expect([again.status, again.body.message]).toEqual([
      409,
      'Este CNPJ já está cadastrado. Entre com o seu e-mail ou use "Esqueci minha senha".',
    ]);
    // A company created outside the wizard (the demo seed's way) with its CNPJ holds it too.
    const seededCnpj = freshCnpj();
    await givenCompany(test, 'Loja Semeada', false, seededCnpj);
    const seeded = await register(signUpPayload(seededCnpj, 'seeded'));
    expect([seeded.status, seeded.body.message]).toEqual([again.status, again.body.message]);
  });

  it("answers a taken e-mail like a new one, saves nothing and tells the account's owner by e-mail", async () => {
    const owner = await givenUser(test, await givenCompany(test, 'Loja do Dono'));
    const sql = test.app.get(DataSource);
    const payload = signUpPayload(CNPJS[2], 'taken');
    const taken = await register({
      ...payload,
      users: [{ ...payload.users[0], email: owner.email }, payload.users[1]],
    });
    const fresh = await register(signUpPayload(CNPJS[4], 'fresh'));
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(await sql.query('SELECT 1 FROM companies WHERE federal_tax_id = $1', [CNPJS[2]])).toEqual([]);
    expect(await sql.query('SELECT 1 FROM users WHERE email = $1', [payload.users[1].email])).toEqual([]);
    await until(() => smtp.received.some((m) => m.to.includes(owner.email)), 30_000);
    const notice = smtp.received.find((m) => m.to.includes(owner.email))!.body.replace(/=\r?\n/g, '');
    expect(notice).toContain('tentou cadastrar uma empresa no Despacho com este e-mail');
    expect(smtp.received.some((m) => m.to.includes(payload.users[1].email))).toBe(false);
  });

  it('answers the spec messages for missing fields, and needs the captcha and the terms', async () => {
    const empty = await register({
      users: [],
      company: {},
      integrations: {},
      expenses: {},
      cd: { address: {} },
      terms_accepted: false,
    });
    expect(empty.status).toBe(400);
    for (const message of [
      'Digite a inscrição estadual.',
      'Digite o nome da empresa',
      'Digite o CNPJ',
      'Digite o nome ou razão social',
      'Digite o CNPJ ou CPF, apenas números.',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
      'Aceite os termos de uso.',
    ]) {
      expect(empty.body.message).toContain(message);
    }
    const long = await register(
      signUpPayload(CNPJS[3], 'd', {
        cd: { address: { ...signUpPayload(CNPJS[3], 'd').cd.address, name: 'x'.repeat(151) } },
      }),
    );
    expect(long.body.message).toContain('Deve ter no máximo 150 caracteres');
    const twoAdmins = await register(
      signUpPayload(CNPJS[3], 'd', {
        users: [
          { email: 'x1@loja.test', role: 'admin' },
          { email: 'x2@loja.test', role: 'admin' },
        ],
      }),
    );
    expect([twoAdmins.status, twoAdmins.body.message]).toEqual([
      400,
      'Informe um usuário administrador e um financeiro.',
    ]);
    const noCaptcha = await test
      .http()
      .post('/api/register')
      .set('X-Forwarded-For', nextIp())
      .send({ ...signUpPayload(CNPJS[3], 'd'), recaptcha: '' });
    expect([noCaptcha.status, noCaptcha.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);
  });

  it('limits sign-ups per IP', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < test.config.registerThrottleLimit + 1; i++) statuses.push((await register({}, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows the sign-ups with their answers to super admins only', async () => {
    const companyId = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    const superAdmin = await tokenFor(test, await givenUser(test, companyId, { isSuperAdmin: true, isAdmin: true }));
    expect((await test.http().get('/api/company-sign-ups')).status).toBe(401);
    const refused = await test.http().get('/api/company-sign-ups').set('X-Token', admin);
    expect([refused.status, refused.body]).toEqual([403, { message: 'Você não tem permissão para esta ação.' }]);
    const list = await test.http().get('/api/company-sign-ups').set('X-Token', superAdmin);
    expect(list.status).toBe(200);
    const row = list.body.data.find((s: { federal_tax_id: string }) => s.federal_tax_id === CNPJS[0]);
    expect(row).toMatchObject({
      name: 'Loja Exemplo',
      legal_name: 'LOJA EXEMPLO LTDA',
      state_tax_id: '123456789',
      integrations: {
        erp: 'bling',
        marketplace: ['magalu', 'mercadolivre', 'Shopee'],
        ecommerce: 'nuvemshop',
        integrator: null,
      },
      expenses: { monthly_expense_with_shipping: 15000.5, monthly_shipping: '500' },
    });
    expect(row.users.map((u: { role: string }) => u.role)).toEqual(['admin', 'financeiro']);
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 600_000);
  });
});

// Apps of their own, one at a time: Passport keeps one 'jwt' strategy per process, so two apps alive
// at once would share the last one's database connection.
describe('CNPJ look-up settings', () => {
  let stub: ReceitaWsStub;
  beforeAll(async () => {
    stub = await startReceitaWsStub();
  });
  afterAll(() => stub.close());

  const withApp = async (overrides: Partial<TestApp['config']>, check: (app: TestApp) => Promise<void>) => {
    const app = await startTestApp({
      cnpjLookup: 'online',
      cnpjBaseUrl: stub.url,
      trustProxy: ['loopback'],
      ...overrides,
    });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  };
  const card = (app: TestApp, cnpj: string) =>
    app.http().get(`/api/cnpj-card/${cnpj}`).set('X-Forwarded-For', nextIp());

  it('keeps to the provider budget per minute: past it, 503 without calling', () =>
    withApp({ cnpjProviderPerMinute: 1 }, async (app) => {
      expect((await card(app, UNKNOWN_CNPJ)).status).toBe(404);
      const calls = stub.requests.length;
      expect((await card(app, freshCnpj())).status).toBe(503);
      expect(stub.requests.length).toBe(calls);
    }));

  it('answers 503 offline or when the service is unreachable', async () => {
    await withApp({ cnpjLookup: 'offline' }, async (app) => expect((await card(app, KNOWN_CNPJ)).status).toBe(503));
    await withApp({ cnpjBaseUrl: await unreachableUrl() }, async (app) =>
      expect((await card(app, KNOWN_CNPJ)).status).toBe(503),
    );
  });
});
