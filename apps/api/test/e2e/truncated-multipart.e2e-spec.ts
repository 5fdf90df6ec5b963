import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { carrierPayload, freshCnpj, solvedCaptcha } from '../support/sign-up-inputs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BOUNDARY = 'despacho-corte';
const CUT = { message: 'O envio do formulário terminou antes do fim. Envie o arquivo de novo.' };

/** A multipart body whose file stops mid-way: no closing boundary, as when an upload is cut. */
function cutBody(fields: Record<string, string>, fileField: string): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="tabela.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\ncep_inicio;cep_fim;prazo\n01000000;01999',
  );
}

/** Issue 28, deliverable 5: a multipart body cut before its end is the client's error, in pt-BR. */
describe('a multipart body cut before its end', () => {
  let test: TestApp;
  let superAdmin: string;
  const post = (url: string, body: Buffer) =>
    test.http().post(url).set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(body);

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    superAdmin = await tokenFor(test, await givenUser(test, company, { isAdmin: true, isSuperAdmin: true }));
  });
  afterAll(() => test.close());

  it('answers 400 on POST upload', async () => {
    const response = await post('/api/upload', cutBody({}, 'file')).set('X-Token', superAdmin);
    expect([response.status, response.body]).toEqual([400, CUT]);
  });

  it('answers 400 on a multipart body without its boundary', async () => {
    const response = await test
      .http()
      .post('/api/upload')
      .set('X-Token', superAdmin)
      .set('Content-Type', 'multipart/form-data')
      .send(cutBody({}, 'file'));
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'Envie o formulário como multipart/form-data, com o seu boundary.' },
    ]);
  });

  it('answers 400 on POST admin/import-freight-table/v3', async () => {
    const fields = { carrier: randomUUID(), region: 'Capital' };
    const response = await post('/api/admin/import-freight-table/v3', cutBody(fields, 'file')).set(
      'X-Token',
      superAdmin,
    );
    expect([response.status, response.body]).toEqual([400, CUT]);
  });

  it("answers 400 on a carrier registration's files (anonymous, with its ?token=)", async () => {
    const cnpj = freshCnpj();
    const recaptcha = await solvedCaptcha(test, '10.28.5.1');
    const created = await test
      .http()
      .post('/api/carrier-registrations')
      .set('X-Forwarded-For', '10.28.5.1')
      .send({ recaptcha, ...carrierPayload(`corte-${randomUUID().slice(0, 8)}`, { federal_tax_id: cnpj }) });
    expect(created.status).toBe(200);
    const { id, token } = created.body;
    const fields = { carrier_name: 'Expresso Teste', federal_tax_id: cnpj, all_files_added: 'true' };
    const logged = vi.spyOn(Logger.prototype, 'error');
    const response = await post(
      `/api/carrier-registrations/${id}/files?token=${encodeURIComponent(token)}`,
      cutBody(fields, 'files'),
    );
    expect([response.status, response.body]).toEqual([400, CUT]);
    // Its error line used to record the ?token= (a client error is not logged at all now).
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    logged.mockRestore();
  });
});
