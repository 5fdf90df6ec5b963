import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { carrierPayload, freshCnpj, solvedCaptcha } from '../support/sign-up-inputs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const RUN = Date.now().toString(36);
let lastIp = 0;
const nextIp = () => `10.6.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('carrier self-registration (carrier-registrations)', () => {
  let test: TestApp;
  let superAdmin: string;
  let admin: string;
  let companyId: string;

  const register = async (body: object, ip = nextIp()) =>
    test
      .http()
      .post('/api/carrier-registrations')
      .set('X-Forwarded-For', ip)
      .send({ recaptcha: await solvedCaptcha(test, ip), ...body });
  const sendFiles = (
    id: string,
    token: string,
    fields: Record<string, string>,
    files: [string, string | Buffer][] = [['tabela.csv', 'cep_inicio;cep_fim\n']],
  ) => {
    let request = test
      .http()
      .post(`/api/carrier-registrations/${id}/files?token=${encodeURIComponent(token)}`)
      .set('X-Forwarded-For', nextIp());
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const [name, content] of files) request = request.attach('files', Buffer.from(content), name);
    return request;
  };
  const asStaff = (token: string) => ({
    list: (status = 'pending') => test.http().get(`/api/carrier-registrations?status=${status}`).set('X-Token', token),
    approve: (id: string) => test.http().post(`/api/carrier-registrations/${id}/approve`).set('X-Token', token),
    refuse: (id: string, reason: string) =>
      test.http().post(`/api/carrier-registrations/${id}/refuse`).set('X-Token', token).send({ reason }),
  });

  beforeAll(async () => {
    test = await startTestApp({ trustProxy: ['loopback'] });
    companyId = await givenCompany(test);
    superAdmin = await tokenFor(test, await givenUser(test, companyId, { isSuperAdmin: true, isAdmin: true }));
    admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('answers the §5 messages for a bad registration', async () => {
    const empty = await register({ property: { address: {} } });
    expect(empty.status).toBe(400);
    for (const message of [
      'Digite o nome da transportadora.',
      'Digite a inscrição estadual.',
      'Digite o CNPJ, apenas números.',
      'Digite um telefone.',
      'Informe a cubagem (número).',
      'Selecione o TMS.',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
    ]) {
      expect(empty.body.message).toContain(message);
    }
    expect((await register(carrierPayload('Com Espaço'))).body.message).toContain(
      'Use letras minúsculas, números e hífens, sem espaços.',
    );
  });

  it('registers a carrier, takes its freight files with the key only after the tick, and lets a super admin approve it into the shared catalog', async () => {
    const slug = `expresso-${randomUUID().slice(0, 8)}`;
    const payload = carrierPayload(slug);
    const created = await register(payload);
    expect([created.status, created.body.message]).toEqual([200, 'Cadastro realizado com sucesso!']);
    const { id, token } = created.body;

    const fields = {
      carrier_name: 'Expresso Teste Filial SP',
      federal_tax_id: '11.222.333/0001-81',
      emails: 'coleta@expresso.test, sac@expresso.test',
    };
    expect((await sendFiles(id, 'chave-errada', { ...fields, all_files_added: 'true' })).status).toBe(404);
    const unticked = await sendFiles(id, token, fields);
    expect([unticked.status, unticked.body.message]).toEqual([
      400,
      'Confirme que todos os arquivos foram adicionados.',
    ]);
    const noFiles = await sendFiles(id, token, { ...fields, all_files_added: 'true' }, []);
    expect(noFiles.body.message).toBe('Adicione ao menos um arquivo.');
    const sent = await sendFiles(id, token, { ...fields, all_files_added: 'true' }, [
      ['tabela.csv', 'tabela'],
      ['prazos.xlsx', 'prazos'],
      ['TDA.pdf', 'taxas'],
    ]);
    expect([sent.status, sent.body.message]).toEqual([200, 'Arquivos enviados com sucesso.']);

    const staff = asStaff(superAdmin);
    const pending = (await staff.list()).body.data.find((r: { id: string }) => r.id === id);
    expect(pending).toMatchObject({
      name: 'Expresso Teste',
      canonical_name: slug,
      tms: 'ssw',
      cubage: 300,
      status: 'pending',
    });
    expect(pending.freight_files).toMatchObject({
      carrier_name: 'Expresso Teste Filial SP',
      federal_tax_id: '11222333000181',
      emails: ['coleta@expresso.test', 'sac@expresso.test'],
    });
    expect(pending.freight_files.files.map((f: { name: string }) => f.name)).toEqual([
      'tabela.csv',
      'prazos.xlsx',
      'TDA.pdf',
    ]);
    const file = await test
      .http()
      .get(`/api/carrier-registrations/${id}/file?path=${encodeURIComponent(pending.freight_files.files[0].path)}`)
      .set('X-Token', superAdmin)
      .buffer(true);
    expect([file.status, String(file.body)]).toEqual([200, 'tabela']);

    // Not a super admin: no list, no file, no approval.
    expect((await asStaff(admin).list()).status).toBe(403);
    expect(
      (
        await test
          .http()
          .get(`/api/carrier-registrations/${id}/file?path=${encodeURIComponent(pending.freight_files.files[0].path)}`)
          .set('X-Token', admin)
      ).status,
    ).toBe(403);
    expect((await asStaff(admin).approve(id)).status).toBe(403);
    expect((await test.http().get('/api/carrier-registrations')).status).toBe(401);

    const approved = await staff.approve(id);
    expect(approved.status).toBe(200);
    const [carrier] = await test.app
      .get(DataSource)
      .query('SELECT company_id, canonical_name, federal_tax_id FROM carriers WHERE id = $1', [
        approved.body.carrier_id,
      ]);
    expect(carrier).toEqual({ company_id: null, canonical_name: slug, federal_tax_id: payload.federal_tax_id });
    const visible = await test.http().get('/api/carriers?limit=200').set('X-Token', admin);
    expect(JSON.stringify(visible.body)).toContain(slug);
    expect((await staff.approve(id)).body.message).toBe('Este cadastro já foi aprovado.');
    expect((await sendFiles(id, token, { ...fields, all_files_added: 'true' })).status).toBe(409);
  });

  it('lets a super admin refuse a registration with a reason', async () => {
    const { id } = (await register(carrierPayload(`recusada-${randomUUID().slice(0, 8)}`))).body;
    const staff = asStaff(superAdmin);
    expect((await staff.refuse(id, '')).body.message).toContain('Informe o motivo da recusa.');
    expect((await staff.refuse(id, 'CNPJ não confere com a tabela enviada.')).status).toBe(200);
    const refused = (await staff.list('refused')).body.data.find((r: { id: string }) => r.id === id);
    expect(refused).toMatchObject({ status: 'refused', refusal_reason: 'CNPJ não confere com a tabela enviada.' });
    expect((await staff.list()).body.data.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await staff.approve(randomUUID())).status).toBe(404);
  });

  it('needs the captcha, and runs as RegisterCarrier on POST command without a session', async () => {
    const ip = nextIp();
    const payload = carrierPayload(`sem-captcha-${randomUUID().slice(0, 8)}`);
    const noCaptcha = await test.http().post('/api/carrier-registrations').set('X-Forwarded-For', ip).send(payload);
    expect([noCaptcha.status, noCaptcha.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);
    const command = (recaptcha: string) =>
      test
        .http()
        .post('/api/command')
        .set('X-Forwarded-For', ip)
        .send({ action: 'RegisterCarrier', payload: { ...payload, recaptcha } });
    expect((await command('')).body.message).toBe('Insira a resposta do recaptcha');
    const created = await command(await solvedCaptcha(test, ip));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ message: 'Cadastro realizado com sucesso!', id: expect.any(String) });
    const staff = (await asStaff(superAdmin).list()).body.data.find((r: { id: string }) => r.id === created.body.id);
    expect(staff).toMatchObject({ canonical_name: payload.canonical_name, federal_tax_id: payload.federal_tax_id });
  });

  it('refuses a code any carrier holds and a CNPJ of the catalog or of a pending registration', async () => {
    const own = await test
      .http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({
        action: 'RegisterCarrier',
        payload: {
          name: `Braspress ${RUN}`,
          federal_tax_id: freshCnpj(),
          phone: '1133334444',
          city: 'São Paulo',
          state: 'SP',
        },
      });
    expect(own.status).toBe(200);
    const takenCode = await register(carrierPayload(`braspress-${RUN}`));
    expect([takenCode.status, takenCode.body.message]).toEqual([409, 'Já existe uma transportadora com este código.']);

    const first = carrierPayload(`primeira-${randomUUID().slice(0, 8)}`);
    expect((await register(first)).status).toBe(200);
    const sameCode = await register(carrierPayload(first.canonical_name));
    expect(sameCode.body.message).toBe('Já existe uma transportadora com este código.');
    const sameCnpj = await register(
      carrierPayload(`segunda-${randomUUID().slice(0, 8)}`, { federal_tax_id: first.federal_tax_id }),
    );
    expect([sameCnpj.status, sameCnpj.body.message]).toEqual([409, 'Já existe uma transportadora com este CNPJ.']);
  });

  it('keeps only the latest send of at most 10 files and 20 MB, for 24 hours, and no file of a failed or refused one', async () => {
    const folder = join(test.config.uploadDir, '');
    const { id, token } = (await register(carrierPayload(`disco-${randomUUID().slice(0, 8)}`))).body;
    /** The bytes kept in the storage under this registration's folder. */
    const bytesLeft = () => {
      const dir = join(folder, id);
      if (!existsSync(dir)) return 0;
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
    };
    const fields = { carrier_name: 'Filial', federal_tax_id: '11222333000181', all_files_added: 'true' };
    const MB = 1024 * 1024;
    const bytes = (size: number) => Buffer.alloc(size, 7);

    expect(
      (
        await sendFiles(id, token, fields, [
          ['a.csv', bytes(MB)],
          ['b.csv', bytes(MB)],
        ])
      ).status,
    ).toBe(200);
    expect(bytesLeft()).toBe(2 * MB);
    // A new send replaces the earlier one: its files leave the storage.
    expect((await sendFiles(id, token, fields, [['c.csv', bytes(1000)]])).status).toBe(200);
    expect(bytesLeft()).toBe(1000);

    // Refused sends leave nothing: too many files, too many bytes, bad fields.
    const eleven = Array.from({ length: 11 }, (_, i): [string, Buffer] => [`f${i}.csv`, bytes(1000)]);
    expect((await sendFiles(id, token, fields, eleven)).status).toBe(413);
    const tooBig = await sendFiles(id, token, fields, [
      ['x.csv', bytes(8 * MB)],
      ['y.csv', bytes(8 * MB)],
      ['z.csv', bytes(8 * MB)],
    ]);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'Os arquivos passam de 20 MB no total.']);
    const badFields = await sendFiles(id, token, { ...fields, carrier_name: '' }, [['d.csv', bytes(MB)]]);
    expect(badFields.status).toBe(400);
    expect(bytesLeft()).toBe(1000);

    // The key lasts 24 hours after the registration.
    const sql = test.app.get(DataSource);
    await sql.query(`UPDATE carrier_registrations SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    const late = await sendFiles(id, token, fields, [['e.csv', bytes(MB)]]);
    expect([late.status, late.body.message]).toEqual([
      410,
      'O prazo para enviar os arquivos deste cadastro terminou. Faça um novo cadastro.',
    ]);
    expect(bytesLeft()).toBe(1000);

    // Refused: its files go, and the key stops there.
    await sql.query(`UPDATE carrier_registrations SET created_at = now() WHERE id = $1`, [id]);
    expect((await asStaff(superAdmin).refuse(id, 'Tabela ilegível.')).status).toBe(200);
    expect(bytesLeft()).toBe(0);
    const afterRefusal = await sendFiles(id, token, fields, [['f.csv', bytes(MB)]]);
    expect([afterRefusal.status, afterRefusal.body.message]).toEqual([409, 'Este cadastro já foi analisado.']);
    expect(bytesLeft()).toBe(0);
  });
});
