import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsProjection } from '../../src/modules/notifications/projections/notifications.projection.js';
import { OnboardingProgressProjection } from '../../src/modules/onboarding/projections/onboarding-progress.projection.js';
import { EventStore } from '../../src/platform/event-store/event-store.js';
import type { Projection } from '../../src/platform/event-store/projection.js';
import { ProjectionRegistry } from '../../src/platform/event-store/projection-registry.js';
import type { StoredEvent } from '../../src/platform/event-store/stored-event.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  type TestUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

describe('onboarding and notifications', () => {
  let test: TestApp;
  let companyA: string;
  let companyB: string;
  let adminA: TestUser;
  let tokenA: string;
  let tokenB: string;

  const get = (token: string, path: string) => test.http().get(`/api${path}`).set('X-Token', token);
  const post = (token: string, path: string, body: object) =>
    test.http().post(`/api${path}`).set('X-Token', token).send(body);
  const command = (token: string, action: string, payload: object) => post(token, '/command', { action, payload });
  /** The log of both companies' events, in order. */
  const logOfBoth = (): Promise<StoredEvent[]> =>
    test.app.get(DataSource).query(
      `SELECT id, position::text AS position, transaction_id::text AS transaction_id, stream_id, stream_type, version, type, data, metadata, occurred_at
         FROM events WHERE metadata->>'company_id' = ANY($1) OR data->>'company_id' = ANY($1) ORDER BY position`,
      [[companyA, companyB]],
    );
  /**
   * Folds this test's events into the two async projections, as the catch-up runner does. Not the
   * runner itself: it reads only what no open transaction of the whole server can still hide, and
   * other databases' long transactions would make this file wait (catch-up-runner.e2e-spec covers it).
   * Both projections ignore an event seen twice, so the runner passing later changes nothing.
   */
  const drain = async (
    projections: Projection[] = [test.app.get(OnboardingProgressProjection), test.app.get(NotificationsProjection)],
  ) => {
    const db = test.app.get(DataSource);
    const events = await logOfBoth();
    await db.transaction(async (tx) => {
      for (const event of events)
        for (const projection of projections) if (projection.handles(event.type)) await projection.apply(event, tx);
    });
  };
  const stepsOf = async (token: string) => {
    const response = await get(token, '/onboarding');
    expect(response.status).toBe(200);
    return response.body as {
      is_complete: boolean;
      actual_step: number | null;
      dismissed: boolean;
      steps: { step: number; complete: boolean; skipped: boolean; data: any[] }[];
    };
  };
  const completed = async (token: string) =>
    (await stepsOf(token)).steps.filter((step) => step.complete).map((step) => step.step);
  /** Appends hand-written events to a stream, after what it already holds. */
  const append = async (streamId: string, type: string, data: object, companyId: string) => {
    const [{ version }] = await test.app
      .get(DataSource)
      .query('SELECT coalesce(max(version), 0)::int AS version FROM events WHERE stream_id = $1', [streamId]);
    await test.app.get(EventStore).append({ id: streamId, type: streamId.split('-')[0] }, version, [{ type, data }], {
      companyId,
      userId: null,
      correlationId: randomUUID(),
    });
  };

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    adminA = await givenUser(test, companyA, { isAdmin: true });
    tokenA = await tokenFor(test, adminA);
    tokenB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('lands a new company on /onboarding with 8 pending steps and the training material of step 5', async () => {
    const login = await test.http().post('/api/auth').send({ email: adminA.email, password: TEST_PASSWORD });
    expect(login.body.redirect).toBe('/onboarding');
    const onboarding = await stepsOf(tokenA);
    expect(onboarding).toMatchObject({ is_complete: false, actual_step: 1, dismissed: false });
    expect(onboarding.steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(onboarding.steps[4].data.map((item) => item.file)).toContain('/training/primeiros-passos.html');
  });

  it('ticks steps by themselves from the company’s events (async), never from another company’s', async () => {
    await givenDistributionCenter(test, companyA);
    await givenCarrierCoveringBrazil(test, companyA);
    expect(await completed(tokenA)).toEqual([]);
    await drain();
    expect(await completed(tokenA)).toEqual([3, 4]);
    const order = await command(tokenA, 'NewOrder', orderPayload({ reference: 'ONB-1' }));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const invite = await command(tokenA, 'NewUser', {
      name: 'Nova Pessoa',
      email: `nova-${randomUUID()}@teste.test`,
      password: 'senha-123456',
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    await drain();
    expect(await completed(tokenA)).toEqual([2, 3, 4, 8]);
    expect(await completed(tokenB)).toEqual([]);
  });

  it('marks steps done or skipped by button; step 4 sends a table or asks for carriers', async () => {
    const noFiles = await post(tokenA, '/onboarding', {
      step: 4,
      complete: true,
      data: { tabela_frete: true, carrier: 'Rápido Sul' },
    });
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.message).toBe('Envie ao menos um arquivo da tabela de frete.');
    expect((await post(tokenA, '/onboarding', { step: 9, complete: true })).body.message).toBe(
      'Passo inválido: escolha de 1 a 8.',
    );
    const foreign = await post(tokenA, '/onboarding', {
      step: 4,
      complete: true,
      data: { tabela_frete: true, carrier: 'X', files: [{ path: `uploads/${companyB}/x/tabela.csv` }] },
    });
    expect(foreign.status).toBe(404);
    const asked = await post(tokenA, '/onboarding', { step: 4, complete: true, data: { solicitar: true } });
    expect(asked.body.message).toBe(
      'Solicitação enviada! Nossa equipe buscará novas transportadoras (pode levar até 15 dias).',
    );
    expect(
      (
        await post(tokenA, '/onboarding', {
          step: 5,
          complete: true,
          data: { file: '/training/primeiros-passos.html' },
        })
      ).status,
    ).toBe(200);
    expect((await post(tokenA, '/onboarding', { step: 7, complete: false })).body.message).toBe('Passo pulado.');
    const onboarding = await stepsOf(tokenA);
    expect(onboarding.steps[3].data).toEqual([
      expect.objectContaining({ title: 'Novas transportadoras solicitadas', description: 'Pode levar até 15 dias.' }),
    ]);
    expect(onboarding.steps[6]).toMatchObject({ complete: false, skipped: true });
    expect(onboarding.actual_step).toBe(1);
    expect(
      (await stepsOf(tokenB)).steps.every(
        (step) => !step.complete && !step.skipped && step.data.length === (step.step === 5 ? 3 : 0),
      ),
    ).toBe(true);
  });

  it('finishes when every step is done or skipped, and a dismissed checklist no longer catches the login', async () => {
    for (const step of [1, 6]) await post(tokenA, '/onboarding', { step, complete: true });
    expect(await stepsOf(tokenA)).toMatchObject({ is_complete: true, actual_step: null });
    expect(
      (await test.http().post('/api/auth').send({ email: adminA.email, password: TEST_PASSWORD })).body.redirect,
    ).toBe('/dashboard');
    const userB = await givenUser(test, companyB, { isAdmin: true });
    expect(
      (await test.http().post('/api/auth').send({ email: userB.email, password: TEST_PASSWORD })).body.redirect,
    ).toBe('/onboarding');
    expect((await post(tokenB, '/onboarding/dismiss', {})).status).toBe(200);
    expect(
      (await test.http().post('/api/auth').send({ email: userB.email, password: TEST_PASSWORD })).body.redirect,
    ).toBe('/dashboard');
    expect((await stepsOf(tokenB)).dismissed).toBe(true);
  });

  it('refuses the onboarding to a user without its area, and does not send them there', async () => {
    const fresh = await givenCompany(test);
    const admin = await givenUser(test, fresh, { isAdmin: true });
    expect(
      (await test.http().post('/api/auth').send({ email: admin.email, password: TEST_PASSWORD })).body.redirect,
    ).toBe('/onboarding');
    const user = await givenUser(test, fresh, { permissions: ['orders'] });
    const login = await test.http().post('/api/auth').send({ email: user.email, password: TEST_PASSWORD });
    // The company's checklist is pending, but this user could not open it: the dashboard it is.
    expect(login.body.redirect).toBe('/dashboard');
    expect((await get(login.body.token, '/onboarding')).status).toBe(403);
  });

  it('writes notifications from the events a merchant cares about, and only those', async () => {
    const order = await command(tokenA, 'NewOrder', orderPayload({ reference: 'NOT-1' }));
    const stream = `order-${order.body.id}`;
    const occurrence = (alert_type: number | null, description: string) => ({
      detail: {
        status: 3,
        code: null,
        description,
        message: null,
        occurred_at: new Date().toISOString(),
        source: 'carrier',
      },
      alert_type,
      at: new Date().toISOString(),
    });
    await append(stream, 'order.tracking-registered', occurrence(null, 'Em trânsito'), companyA);
    await append(stream, 'order.tracking-registered', occurrence(1, 'Caixa amassada'), companyA);
    await append(
      stream,
      'order.rated',
      { review: { rate: 2, message: 'Chegou tarde', created_at: new Date().toISOString() } },
      companyA,
    );
    const batchId = randomUUID();
    await append(
      `invoice-batch-${batchId}`,
      'invoice-batch.finished',
      { company_id: companyA, batch_id: batchId, batch: 3, total: 5, total_success: 3, total_error: 2 },
      companyA,
    );
    await append(
      `invoice-batch-${randomUUID()}`,
      'invoice-batch.finished',
      { company_id: companyA, batch_id: 'x', batch: 4, total: 1, total_success: 1, total_error: 0 },
      companyA,
    );
    await append(
      `orders-report-${randomUUID()}`,
      'orders-report.sent',
      { company_id: companyA, task_id: 't', email: adminA.email, orders: 10 },
      companyA,
    );
    await drain();
    const list = await get(tokenA, '/notifications?limit=20&page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    expect(list.body.unread).toBe(4);
    expect(
      list.body.data.map((n: { property: { title: string; message: string } }) => [
        n.property.title,
        n.property.message,
      ]),
    ).toEqual([
      ['Relatório pronto', `O relatório de pedidos foi enviado para ${adminA.email}.`],
      ['Importação de notas com erros', 'O lote 3 terminou com 2 erros (3 de 5 importadas).'],
      ['Avaliação baixa', 'O pedido #NOT-1 recebeu 2 estrelas: "Chegou tarde"'],
      ['Alerta: Avaria', 'Pedido #NOT-1: Caixa amassada'],
    ]);
    expect(list.body.data[3].property.link).toBe(`/orders/${order.body.id}`);
    expect((await get(tokenB, '/notifications')).body).toEqual({ data: [], total: 0, unread: 0 });
  });

  it('marks notifications read for the company; another company’s ids mark nothing', async () => {
    const [first] = (await get(tokenA, '/notifications')).body.data;
    expect((await command(tokenB, 'MarkNotificationsRead', { ids: [first.id] })).body).toEqual({ read: 0 });
    expect((await command(tokenA, 'MarkNotificationsRead', { ids: [first.id] })).body).toEqual({ read: 1 });
    const list = (await get(tokenA, '/notifications')).body;
    expect(list.unread).toBe(3);
    expect(list.data[0].read_at).not.toBeNull();
    expect((await command(tokenA, 'MarkNotificationsRead', {})).body).toEqual({ read: 3 });
    expect((await get(tokenA, '/notifications')).body.unread).toBe(0);
    expect((await command(tokenA, 'MarkNotificationsRead', { ids: ['nao-e-id'] })).status).toBe(400);
  });

  it('folds the same onboarding and notifications again from the log (inline and async projections apart)', async () => {
    const before = [await stepsOf(tokenA), (await get(tokenA, '/notifications')).body];
    const tables = [
      'onboarding_steps',
      'onboarding_marks',
      'onboarding_submissions',
      'onboarding_dismissals',
      'notifications',
      'notification_reads',
    ];
    for (const table of tables)
      await test.app.get(DataSource).query(`DELETE FROM ${table} WHERE company_id = ANY($1)`, [[companyA, companyB]]);
    const registry = test.app.get(ProjectionRegistry);
    await drain(registry.all().filter((projection) => projection.tables.some((table) => tables.includes(table))));
    expect([await stepsOf(tokenA), (await get(tokenA, '/notifications')).body]).toEqual(before);
  });

  it('folds the whole log as one batch into the same steps, notifications and subjects as event by event', async () => {
    const db = test.app.get(DataSource);
    const rows = () =>
      db.query(
        `SELECT 'step' AS kind, company_id::text, step::text AS key, completed_at::text AS value FROM onboarding_steps WHERE company_id = ANY($1)
         UNION ALL SELECT 'notification', company_id::text, id::text, property::text FROM notifications WHERE company_id = ANY($1)
         UNION ALL SELECT 'subject', company_id::text, id::text, label FROM notification_subjects WHERE company_id = ANY($1)
         ORDER BY 1, 2, 3`,
        [[companyA, companyB]],
      );
    const before = await rows();
    expect(before.map((row: { kind: string }) => row.kind)).toEqual(
      expect.arrayContaining(['step', 'notification', 'subject']),
    );
    for (const table of ['onboarding_steps', 'notifications', 'notification_subjects'])
      await db.query(`DELETE FROM ${table} WHERE company_id = ANY($1)`, [[companyA, companyB]]);
    const events = await logOfBoth();
    await db.transaction(async (tx) => {
      const projections: Projection[] = [
        test.app.get(OnboardingProgressProjection),
        test.app.get(NotificationsProjection),
      ];
      for (const projection of projections)
        await projection.applyBatch!(
          events.filter((event) => projection.handles(event.type)),
          tx,
        );
    });
    expect(await rows()).toEqual(before);
  });

  it('lets only the provider’s staff set the second-version notice, shown by GET me', async () => {
    const payload = { company_id: companyA, second_version_notice: true };
    expect((await command(tokenA, 'ChangeSecondVersionNotice', payload)).status).toBe(403);
    const staff = await tokenFor(test, await givenUser(test, companyB, { isSuperAdmin: true }));
    expect((await command(staff, 'ChangeSecondVersionNotice', payload)).status).toBe(200);
    expect((await get(tokenA, '/me')).body.company.second_version_notice).toBe(true);
    expect((await get(tokenB, '/me')).body.company.second_version_notice).toBe(false);
  });
});
