import { saoPauloCalendarDate } from '@despacho/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardReportQueue } from '../../src/modules/dashboard/jobs/dashboard-report.job.js';
import { DashboardReportRunner } from '../../src/modules/dashboard/jobs/dashboard-report.runner.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import {
  givenCarrier,
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

describe('dashboard report by e-mail (GET reports/dashboard)', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let user: TestUser;
  let token: string;
  let other: TestUser;
  let otherToken: string;
  let carrierName: string;
  const today = saoPauloCalendarDate(new Date());
  const command = (t: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', t).send({ action, payload });
  const runQueuedReports = () =>
    runQueuedJobs(test.app.get(DashboardReportQueue), (job) => test.app.get(DashboardReportRunner).run(job));
  const attachmentsTo = async (email: string) => {
    const mail = await simpleParser(smtp.received.filter((m) => m.to.includes(email)).at(-1)!.body);
    const lines = (name: string) =>
      mail.attachments
        .find((a) => a.filename === name)!
        .content.toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
    return { mail, lines };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    // Workers stay off: another file's app would share the event relay. The test runs the queued job itself.
    test = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    const carrier = await givenCarrier(test);
    carrierName = `Transportadora ${carrier.id.slice(0, 4)}`;
    user = await givenUser(test, a, { permissions: ['dashboard'] });
    token = await tokenFor(test, user);
    other = await givenUser(test, b, { isAdmin: true });
    otherToken = await tokenFor(test, other);
    const admin = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    for (const [reference, invoice, cost] of [
      ['REL-1', '1', 30],
      ['REL-2', null, 20],
    ] as const) {
      const response = await command(
        admin,
        'NewOrder',
        orderPayload({ reference, invoice_number: invoice, carrier_id: carrier.id, estimated_cost: cost }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    expect(
      (
        await command(
          otherToken,
          'NewOrder',
          orderPayload({ reference: 'REL-OUTRA', invoice_number: '9', carrier_id: carrier.id, estimated_cost: 99 }),
        )
      ).status,
    ).toBe(200);
    await drainUntilCaughtUp(test);
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it("answers the spec message and e-mails the caller's company's figures for the period as CSV", async () => {
    const response = await test
      .http()
      .get('/api/reports/dashboard')
      .query({ date_start: today, date_end: today })
      .set('X-Token', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.');
    expect(await runQueuedReports()).toBe(1);

    const { mail, lines } = await attachmentsTo(user.email);
    expect(mail.subject).toBe('Relatório do painel');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'painel-resumo.csv',
      'painel-transportadoras.csv',
      'painel-estados.csv',
    ]);
    const summary = Object.fromEntries(
      lines('painel-resumo.csv')
        .slice(1)
        .map((line) => line.split(';')),
    );
    expect(summary['Pedidos confirmados']).toBe('1');
    expect(summary['Aguardando nota']).toBe('1');
    expect(summary['Valor de frete (R$)']).toBe('50,00');
    const [header, row] = lines('painel-transportadoras.csv');
    expect(header.split(';').slice(0, 3)).toEqual(['transportadora', 'pedidos', 'valor_frete']);
    expect(row.split(';').slice(1, 4)).toEqual(['2', '50,00', '100,0']);
    expect(row.split(';')[0]).toBe(carrierName);
  });

  it("reports only the caller's company, refuses a bad period and a user without the dashboard", async () => {
    expect((await test.http().get('/api/reports/dashboard').set('X-Token', otherToken)).status).toBe(200);
    expect(await runQueuedReports()).toBe(1);
    const { lines } = await attachmentsTo(other.email);
    const summary = Object.fromEntries(
      lines('painel-resumo.csv')
        .slice(1)
        .map((line) => line.split(';')),
    );
    expect(summary['Pedidos confirmados']).toBe('1');
    expect(summary['Valor de frete (R$)']).toBe('99,00');

    const bad = await test
      .http()
      .get('/api/reports/dashboard')
      .query({ date_start: '2026-02-30' })
      .set('X-Token', token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data inicial inválida: use AAAA-MM-DD.');
    const long = await test
      .http()
      .get('/api/reports/dashboard')
      .query({ date_start: '2024-01-01', date_end: '2026-01-01' })
      .set('X-Token', token);
    expect(long.status).toBe(400);
    const ordersOnly = await tokenFor(
      test,
      await givenUser(test, await givenCompany(test), { permissions: ['orders'] }),
    );
    expect((await test.http().get('/api/reports/dashboard').set('X-Token', ordersOnly)).status).toBe(403);
    expect(await runQueuedReports()).toBe(0);
  });
});
