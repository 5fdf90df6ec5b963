import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let lastIp = 0;
const nextIp = () => `10.6.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

function carrierPayload(slug: string, over: Record<string, unknown> = {}) {
  return {
    name: 'Expresso Teste',
    canonical_name: slug,
    state_tax_id: '123456789',
    federal_tax_id: '11222333000181',
    phone: '1133334444',
    cubage: 300,
    property: {
      tms: 'ssw',
      address: {
        zip: '01310100',
        street1: 'Av Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...over,
  };
}

describe('carrier self-registration (carrier-registrations)', () => {
  let test: TestApp;
  let superAdmin: string;
  let admin: string;
  let companyId: string;

  const register = (body: object) =>
    test.http().post('/api/carrier-registrations').set('X-Forwarded-For', nextIp()).send(body);
  const sendFiles = (
    id: string,
    token: string,
    fields: Record<string, string>,
    files: [string, string][] = [['tabela.csv', 'cep_inicio;cep_fim\n']],
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
    const created = await register(carrierPayload(slug));
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
    expect(carrier).toEqual({ company_id: null, canonical_name: slug, federal_tax_id: '11222333000181' });
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
});
