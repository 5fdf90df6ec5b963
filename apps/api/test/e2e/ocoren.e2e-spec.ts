import { nfeKeyCheckDigit } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ocorenFile,
  ocorenOccurrenceLine,
  type OcorenLineSpec,
} from '../../src/modules/carrier-integrations/connectors/edi-proceda/ocoren-file-builder.js';
import { OcorenImportQueue } from '../../src/modules/carrier-integrations/jobs/ocoren-import.job.js';
import { OcorenBatchRunner } from '../../src/modules/carrier-integrations/jobs/ocoren-batch.runner.js';
import { givenCarrier, givenShippingCompany } from '../support/fixtures.js';
import { createOrder, orderDetail, orderEventCount, orderPayload, sendCommand } from '../support/order-fixtures.js';
import { freshCnpj } from '../support/sign-up-inputs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Each run's own CNPJs: a company's CNPJ is unique in the database the test files share. */
const SHIPPER = freshCnpj();
const OTHER_SHIPPER = freshCnpj();
/** An NF-e key of the shipper: SP, 2026-03, model 55, the série and number in their places. */
const keyOf = (cnpj: string, serie: number, number: number) => {
  const first43 = `352603${cnpj}55${String(serie).padStart(3, '0')}${String(number).padStart(9, '0')}112345678`;
  return `${first43}${nfeKeyCheckDigit(first43)}`;
};
const at = (date: string, time: string) => ({ date, time });

describe('OCOREN import: merchant batches, carrier links and the carrier endpoint', () => {
  let test: TestApp;
  let userA: string;
  let userB: string;
  let carrierId: string;
  let sequence = 0;
  const orders: Record<string, string> = {};

  const batches = async (token: string) =>
    (await test.http().get('/api/batches').query({ 'filters[type]': 3 }).set('X-Token', token)).body;
  const upload = async (token: string, content: string, filename: string) =>
    (
      await test
        .http()
        .post('/api/upload')
        .set('X-Token', token)
        .attach('file', Buffer.from(content, 'latin1'), { filename })
    ).body.path as string;
  /** What the worker does: the queued OCOREN batches run (workers stay off in tests). */
  const runQueued = async () => {
    const jobs = await test.app.get(OcorenImportQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(OcorenBatchRunner).run(job.data.batchId);
      await job.remove();
    }
  };
  const importFile = async (token: string, content: string) => {
    const path = await upload(token, content, 'OCOR01112359.TXT');
    const sent = await sendCommand(test, token, 'ImportOcoren', { files: [{ path }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await runQueued();
    return { sent: sent.body, path };
  };
  const newOrder = (token: string, over: Record<string, unknown>) =>
    createOrder(test, token, orderPayload({ reference: `OCO-${++sequence}`, ...over }));

  const line = (
    number: number,
    code: string,
    when: { date: string; time: string },
    over: Partial<OcorenLineSpec> = {},
  ) => ({
    cnpj: SHIPPER,
    serie: '1',
    number,
    code,
    ...when,
    ...over,
  });
  /** The merchant's file: a day of one carrier, with what goes wrong in real files. */
  const merchantFile = () => {
    const file = ocorenFile({
      occurrences: [
        line(1001, '00', at('10032026', '0800')),
        line(1001, '01', at('12032026', '1430'), { text: 'RECEBIDO POR MARIA' }),
        line(1002, '06', at('11032026', '1000'), { text: 'NUMERO NAO EXISTE' }),
        line(1003, '98', at('11032026', '0900')),
        line(1003, '14', at('11032026', '1600')),
        line(1004, 'A1', at('11032026', '1700'), { text: 'SITUACAO NOVA' }),
        line(2001, '01', at('12032026', '1000'), { cnpj: OTHER_SHIPPER }),
        line(9999, '01', at('12032026', '1000')),
        line(1001, '01', at('12032026', '1430'), { text: 'RECEBIDO POR MARIA' }),
      ],
    });
    // A line cut before its date, as some carriers' systems write them.
    return `${file}${ocorenOccurrenceLine(line(1002, '01', at('13032026', '1000'))).slice(0, 35)}\r\n`;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenShippingCompany(test, { permissions: ['orders'] }, SHIPPER);
    const b = await givenShippingCompany(test, { permissions: ['orders'] }, OTHER_SHIPPER);
    carrierId = (await givenCarrier(test, a.companyId, '11222333000181')).id;
    [userA, userB] = [a.token, b.token];
    orders.delivered = await newOrder(userA, { invoice_number: '1001', invoice_key: keyOf(SHIPPER, 1, 1001) });
    orders.address = await newOrder(userA, { invoice_number: '1002', invoice_key: keyOf(SHIPPER, 1, 1002) });
    // No key: found by its number alone.
    orders.damaged = await newOrder(userA, { invoice_number: '001003', invoice_key: null });
    orders.unknown = await newOrder(userA, { invoice_number: '1004', invoice_key: keyOf(SHIPPER, 1, 1004) });
    orders.otherCompany = await newOrder(userB, { invoice_number: '2001', invoice_key: keyOf(OTHER_SHIPPER, 1, 2001) });
  });
  afterAll(() => test.close());

  it('imports the merchant’s file: statuses and occurrences follow, each refused line has its reason', async () => {
    const { sent } = await importFile(userA, merchantFile());
    expect(sent).toMatchObject({ batch: 1, message: expect.stringMatching(/^Arquivos enviados com sucesso/) });
    const [batch] = (await batches(userA)).data;
    expect(batch).toMatchObject({
      id: sent.id,
      status: 'done',
      totals: { total: 10, total_success: 7, total_error: 3 },
    });
    expect(batch.totals.errors).toEqual([
      `OCOR01112359.TXT linha 10: NF 2001 emitida pelo CNPJ ${OTHER_SHIPPER}, que não é desta empresa.`,
      `OCOR01112359.TXT linha 11: NF 9999 série 1 do CNPJ ${SHIPPER} não corresponde a nenhum pedido.`,
      'OCOR01112359.TXT linha 13: registro 342 com 35 caracteres: faltam campos até a hora da ocorrência (posição 42).',
    ]);

    const delivered = await orderDetail(test, userA, orders.delivered);
    expect(delivered.status.id).toBe(5);
    expect(delivered.tracker.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'carrier',
          code: '01',
          occurred_at: '2026-03-12T17:30:00.000Z',
          description: expect.stringContaining('Entrega realizada normalmente — RECEBIDO POR MARIA'),
        }),
      ]),
    );
    const address = await orderDetail(test, userA, orders.address);
    expect(address.alerts).toEqual([expect.objectContaining({ type: 4 })]);
    expect((await orderDetail(test, userA, orders.damaged)).alerts).toEqual([expect.objectContaining({ type: 1 })]);
    expect((await orderDetail(test, userA, orders.unknown)).tracker.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'A1', source: 'carrier' })]),
    );
    // Company B's order with the same number is not touched by A's file.
    expect((await orderDetail(test, userB, orders.otherCompany)).status.id).toBe(2);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await Promise.all(Object.values(orders).map((id) => orderEventCount(test, id)));
    const { sent } = await importFile(userA, merchantFile());
    const [batch] = (await batches(userA)).data;
    expect(batch).toMatchObject({ id: sent.id, batch: 2, totals: { total: 10, total_success: 7, total_error: 3 } });
    expect(await Promise.all(Object.values(orders).map((id) => orderEventCount(test, id)))).toEqual(before);
  });

  it('keeps a company’s batches and uploads to itself', async () => {
    const { path } = await importFile(userA, merchantFile());
    expect((await batches(userB)).total).toBe(0);
    const refused = await sendCommand(test, userB, 'ImportOcoren', { files: [{ path }] });
    expect(refused.status).toBe(404);
    expect((await batches(userB)).total).toBe(0);
  });

  it('takes files from the carrier’s link, answers a summary, and refuses a bad or revoked token', async () => {
    const issued = await sendCommand(test, userA, 'IssueOcorenLink', { carrier_id: carrierId });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const { token, url, id } = issued.body;
    expect(url).toBe(`${test.config.publicUrl}/carrier/notfis/${token}`);
    expect((await test.http().get('/api/edi/ocoren/link').query({ token })).body).toEqual({
      carrier_name: expect.stringMatching(/^Transportadora /),
      company_name: expect.any(String),
    });

    const carrierFile = ocorenFile({ occurrences: [line(1002, '01', at('13032026', '1000'))], eol: '\n' });
    const sent = await test
      .http()
      .post('/api/edi/ocoren')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'text/plain')
      .send(carrierFile);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      batch: 4,
      total: 1,
      total_success: 1,
      total_error: 0,
      applied: 1,
      duplicates: 0,
      errors: [],
    });
    expect((await orderDetail(test, userA, orders.address)).status.id).toBe(5);
    // The page's form: multipart with the token in the query; the same file again adds nothing.
    const again = await test
      .http()
      .post('/api/edi/ocoren')
      .query({ token })
      .attach('file', Buffer.from(carrierFile), { filename: 'ocoren.txt' });
    expect(again.body).toMatchObject({ total_success: 1, applied: 0, duplicates: 1 });
    // Carrier files are the merchant's batches too (no user).
    expect((await batches(userA)).total).toBe(5);

    for (const bad of ['', 'x.y.z', userA]) {
      const refused = await test
        .http()
        .post('/api/edi/ocoren')
        .set('Authorization', `Bearer ${bad}`)
        .set('Content-Type', 'text/plain')
        .send(carrierFile);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Link de envio de OCOREN inválido ou revogado. Peça um novo link ao embarcador.',
      );
    }
    expect((await test.http().get('/api/edi/ocoren/links').set('X-Token', userA)).body.data).toEqual([
      expect.objectContaining({ id, carrier_id: carrierId, last_used_at: expect.any(String) }),
    ]);
    expect((await sendCommand(test, userB, 'RevokeOcorenLink', { id })).status).toBe(404);
    expect((await sendCommand(test, userA, 'RevokeOcorenLink', { id })).status).toBe(200);
    const revoked = await test.http().get('/api/edi/ocoren/link').query({ token });
    expect(revoked.status).toBe(403);
  });
});
