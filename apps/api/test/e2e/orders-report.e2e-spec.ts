import { formatTimestamp } from '@despacho/domain';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrdersReportQueue } from '../../src/modules/orders/jobs/orders-report.job.js';
import { OrdersReportRunner } from '../../src/modules/orders/jobs/orders-report.runner.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
  type TestUser,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { runQueuedJobs } from '../support/queued-jobs.js';
import { startSmtp } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('orders report by e-mail', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let user: TestUser;
  let token: string;
  let otherToken: string;
  const runQueuedReports = () =>
    runQueuedJobs(test.app.get(OrdersReportQueue), (job) => test.app.get(OrdersReportRunner).run(job));
  const command = (t: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', t).send({ action, payload });

  beforeAll(async () => {
    smtp = await startSmtp();
    // Workers stay off: another file's app would share the event relay. The test runs the queued job itself.
    test = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenCarrierCoveringBrazil(test, a);
    await givenCarrierCoveringBrazil(test, b);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    user = await givenUser(test, a, { permissions: ['orders'] });
    token = await tokenFor(test, user);
    otherToken = await tokenFor(test, await givenUser(test, b, { permissions: ['orders'] }));
    for (const [reference, invoice] of [
      ['REL-1', null],
      ['REL-2', '1002'],
      ['REL-3', null],
    ] as const) {
      expect((await command(token, 'NewOrder', orderPayload({ reference, invoice_number: invoice }))).status).toBe(200);
    }
    expect((await command(otherToken, 'NewOrder', orderPayload({ reference: 'REL-OUTRA' }))).status).toBe(200);
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it("queues the report with the spec message and e-mails the company's filtered orders as a CSV", async () => {
    const response = await test
      .http()
      .get('/api/reports/orders')
      .query({ 'filters[status]': '1' })
      .set('X-Token', token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.');

    expect(await runQueuedReports()).toBe(1);
    const mail = await simpleParser(smtp.received.find((m) => m.to.includes(user.email))!.body);
    expect(mail.subject).toBe('Relatório de pedidos');
    expect(mail.text).toContain('(2 pedidos)');
    const [csv] = mail.attachments;
    expect(csv.filename).toBe('pedidos.csv');
    const lines = csv.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0].split(';').slice(0, 3)).toEqual(['pedido', 'status', 'criado_em']);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[0])
        .sort(),
    ).toEqual(['REL-1', 'REL-3']);
    expect(lines[1].split(';')[1]).toBe('Aguardando Nota');
    expect(lines[1]).toContain(';199,90;');
    // Issue 29.31: the order's time in Brasília time as DD/MM/YYYY HH:mm:ss, not its UTC ISO text.
    const [reference, , createdAt] = lines[1].split(';');
    const [order] = await test.app
      .get(DataSource)
      .query('SELECT created_at FROM orders WHERE reference = $1 ORDER BY created_at DESC LIMIT 1', [reference]);
    expect(createdAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(createdAt).toBe(formatTimestamp(order.created_at));
  });

  it("refuses bad filters and unknown tasks before queueing anything, and reports only the caller's company", async () => {
    const bad = await test
      .http()
      .get('/api/reports/orders')
      .query({ 'filters[created_at_start]': '2026-02-30' })
      .set('X-Token', token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data inicial inválida: use AAAA-MM-DD.');
    const unknown = await command(token, 'NewBackgroundTask', { action: 'apagar-tudo', payload: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tarefa desconhecida.');
    expect(await runQueuedReports()).toBe(0);
    const queued = await command(otherToken, 'NewBackgroundTask', {
      action: 'orders-report',
      payload: { filters: {} },
    });
    expect(queued.body.message).toBe('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.');
    expect(await runQueuedReports()).toBe(1);
    const mail = await simpleParser(smtp.received.at(-1)!.body);
    const lines = mail.attachments[0].content.toString('utf8').trim().split('\n');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['REL-OUTRA']);
  });
});
