import { randomUUID } from 'node:crypto';
import { correiosCheckDigit } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { TrackingPollQueue } from '../../src/modules/carrier-integrations/jobs/tracking-poll.job.js';
import { TrackingPollCycle } from '../../src/modules/carrier-integrations/jobs/tracking-poll.worker.js';
import { TrackingPollRows } from '../../src/modules/carrier-integrations/jobs/polling/tracking-poll-rows.js';
import { TrackingPoller } from '../../src/modules/carrier-integrations/jobs/polling/tracking-poller.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { freePort } from '../support/free-port.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ORDERS = 12;
/** A valid object code of this run (the stub's stories are per code, and its memory outlives a file). */
const objectCode = (prefix: string, serial: number) => {
  const digits = String(serial).padStart(8, '0');
  return `${prefix}${digits}${correiosCheckDigit(digits)}BR`;
};

describe('carrier tracking polls (Correios stub served by the app itself)', () => {
  let test: TestApp;
  let db: DataSource;
  let poller: TrackingPoller;
  let stubUrl: string;
  let companyId: string;
  let integrationId: string;
  let admin: string;
  const shipments: { order_id: string; key: string }[] = [];
  const credentials = { usuario: 'loja-teste', codigo_acesso: 'segredo-123', cartao_postagem: '0067599079' };
  const stub = async (path: string, body?: object) =>
    (
      await fetch(`${stubUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json();
  const polls = (integration = integrationId) =>
    db.query(
      `SELECT tracking_key, next_poll_at, last_checked_at, last_reason, next_poll_at <= now() AS due,
              extract(epoch FROM next_poll_at - now()) AS next_in_s
         FROM tracking_polls WHERE company_channel_id = $1 ORDER BY tracking_key`,
      [integration],
    );
  const status = async () =>
    (await db.query('SELECT * FROM carrier_integration_polls WHERE company_channel_id = $1', [integrationId]))[0];
  const allDue = () =>
    db.query('UPDATE tracking_polls SET next_poll_at = now() WHERE company_channel_id = $1', [integrationId]);
  const seal = (value: object) => test.app.get(TokenCipher).seal(JSON.stringify(value));

  beforeAll(async () => {
    const port = await freePort();
    // The cadence, whatever mode the test process looks like.
    test = await startTestApp({ trackingMovingEveryMinutes: 30, trackingRestingEveryMinutes: 120 });
    // The app calls the stub it serves itself: its own URL is known only once it listens.
    stubUrl = `http://127.0.0.1:${port}/stubs/carriers/correios`;
    test.config.carriers.correios.baseUrl = stubUrl;
    await test.app.listen({ port, host: '127.0.0.1' });
    db = test.app.get(DataSource);
    poller = test.app.get(TrackingPoller);
    companyId = await givenCompany(test);
    await givenDistributionCenter(test, companyId, 'CD1');
    const carrier = await givenCarrier(test);
    admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    // Stories stand still: every poll of this file sees the first step, unless a test scripts a key.
    await stub('/_config', { minutes_per_step: 24 * 60 });
    const run = Date.now() % 1_000_000;
    for (let i = 0; i < ORDERS; i++) {
      const created = await test
        .http()
        .post('/api/command')
        .set('X-Token', admin)
        .send({ action: 'NewOrder', payload: orderPayload({ reference: `POLL-${i}`, carrier_id: carrier.id }) });
      expect(created.status).toBe(200);
      // The last one is a code the stub's SRO does not know (SRO-020).
      const key = objectCode(i === ORDERS - 1 ? 'XX' : 'PL', run * 100 + i);
      await db.query('UPDATE shipment_trackings SET tracking_key = $2 WHERE order_id = $1', [created.body.id, key]);
      shipments.push({ order_id: created.body.id, key });
    }
    // The Correios integration of the company (NewCompanyChannel's events write this row; here the test does).
    integrationId = randomUUID();
    await db.query(
      `INSERT INTO carrier_connections (id, company_id, channel_id, enabled, token_ciphertext, carrier_ids, created_at)
       VALUES ($1, $2, 101, true, $3, $4, now())`,
      [integrationId, companyId, seal(credentials), [carrier.id]],
    );
  });

  afterAll(async () => {
    await test?.close();
  });

  it('a cycle hands out the due shipments; two drains at once poll each one once', async () => {
    const due = await test.app.get(TrackingPollCycle).run();
    expect(due.get(integrationId)).toBe(ORDERS);
    const drains = await test.app.get(TrackingPollQueue).queue.getJobs(['waiting']);
    expect(drains.map((job) => job.id)).toContain(`drain-${integrationId}-0`);

    // Two workers: small claims so they interleave.
    const [a, b] = await Promise.all([poller.drain(integrationId, 2), poller.drain(integrationId, 2)]);
    expect(a.polled + b.polled).toBe(ORDERS);
    expect(a.polled).toBeGreaterThan(0);
    expect(b.polled).toBeGreaterThan(0);
    // Each known key's first story step ('posted') appended once: a second poll would count a duplicate.
    expect(a.applied + b.applied).toBe(ORDERS - 1);
    expect(a.duplicates + b.duplicates).toBe(0);
    const rows = await polls();
    expect(rows.every((row: { last_checked_at: Date | null }) => row.last_checked_at)).toBe(true);
    // The unknown code keeps the carrier's reason; the cycle went on.
    const unknown = rows.find((row: { tracking_key: string }) => row.tracking_key.startsWith('XX'));
    expect(unknown.last_reason).toMatch(/SRO-020/);
    expect(rows.filter((row: { last_reason: string | null }) => row.last_reason)).toHaveLength(1);
    expect((await status()).last_success_at).not.toBeNull();

    // The event is on the order: timeline from the carrier, status moved forward.
    const order = await test.http().get(`/api/orders/${shipments[0].order_id}`).set('X-Token', admin);
    expect(JSON.stringify(order.body)).toContain('Objeto postado');
  });

  it('respects the cadence: nothing is due right after a cycle, in transit comes back in 30 min, others in 2 h', async () => {
    expect((await test.app.get(TrackingPollCycle).run()).get(integrationId)).toBeUndefined();
    expect((await poller.drain(integrationId)).polled).toBe(0);
    for (const row of await polls()) expect(Number(row.next_in_s)).toBeGreaterThan(119 * 60);

    // The carrier now says the first one is in transit (scripted in its own words, São Paulo time).
    await stub('/_script', {
      key: shipments[0].key,
      events: [
        { codigo: 'PO', tipo: '01', dtHrCriado: '2026-11-20T09:00:00', descricao: 'Objeto postado' },
        {
          codigo: 'RO',
          tipo: '01',
          dtHrCriado: '2026-11-20T18:00:00',
          descricao: 'Objeto em transferência - por favor aguarde',
        },
      ],
    });
    await allDue();
    const outcome = await poller.drain(integrationId);
    expect(outcome.polled).toBe(ORDERS);
    const nextIn = new Map(
      (await polls()).map((row: { tracking_key: string; next_in_s: string }) => [
        row.tracking_key,
        Number(row.next_in_s),
      ]),
    );
    for (const [key, seconds] of nextIn) {
      const [low, high] = key === shipments[0].key ? [29 * 60, 30 * 60] : [119 * 60, 120 * 60];
      expect(seconds).toBeGreaterThan(low);
      expect(seconds).toBeLessThanOrEqual(high);
    }
  });

  it('throttled: the shipments stay due, the integration backs off and shows why, then recovers', async () => {
    await allDue();
    await stub('/_faults', { status: 429, retry_after: 30, times: 1 });
    const failed = await poller.drain(integrationId);
    expect(failed.failure).toBeTruthy();
    const backingOff = await status();
    expect(backingOff.last_error).toMatch(/^Falha na última consulta: /);
    expect(backingOff.failures).toBe(1);
    expect(new Date(backingOff.backoff_until).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await polls()).every((row: { due: boolean }) => row.due)).toBe(true);
    // While backing off nothing is claimed, and no cycle hands it out.
    expect((await poller.drain(integrationId)).polled).toBe(0);
    expect((await test.app.get(TrackingPollCycle).run()).get(integrationId)).toBeUndefined();

    // The wait is over: the next drain polls everything, and the integration shows no error.
    await db.query(`UPDATE carrier_integration_polls SET backoff_until = now() WHERE company_channel_id = $1`, [
      integrationId,
    ]);
    expect((await poller.drain(integrationId)).polled).toBe(ORDERS);
    const recovered = await status();
    expect(recovered).toMatchObject({ failures: 0, backoff_until: null, last_error: null });
    expect(new Date(recovered.last_success_at).getTime()).toBeGreaterThan(new Date(recovered.last_error_at).getTime());
  });

  it('a worker killed mid-cycle: its claimed shipments are nobody else’s until the lease ends, then polled', async () => {
    await allDue();
    // The dead worker claimed half of them (with a 1 s lease) and never came back.
    const claimed = await test.app.get(TrackingPollRows).claim(integrationId, ORDERS / 2, 1_000);
    expect(claimed).toHaveLength(ORDERS / 2);
    const survivor = await poller.drain(integrationId);
    expect(survivor.polled).toBe(ORDERS / 2);
    const keys = new Set(claimed.map((shipment) => shipment.tracking_key));
    const due = await polls();
    expect(
      due.filter((row: { due: boolean; tracking_key: string }) => keys.has(row.tracking_key) && row.due),
    ).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The next cycle finds them due again: none missed, and the others are not polled twice.
    expect((await test.app.get(TrackingPollCycle).run()).get(integrationId)).toBe(ORDERS / 2);
    expect((await poller.drain(integrationId)).polled).toBe(ORDERS / 2);
    expect((await poller.drain(integrationId)).polled).toBe(0);
  });

  it('refused credentials stop the integration until they change', async () => {
    await allDue();
    const refused = { ...credentials, codigo_acesso: 'invalido' };
    await db.query('UPDATE carrier_connections SET token_ciphertext = $2 WHERE id = $1', [
      integrationId,
      seal(refused),
    ]);
    expect((await poller.drain(integrationId)).failure).toBeTruthy();
    const stopped = await status();
    expect(stopped.last_error).toMatch(/^Falha na última consulta: /);
    expect(stopped.last_error).not.toContain('invalido');
    expect(stopped.backoff_until).toBeNull();
    expect((await poller.drain(integrationId)).polled).toBe(0);

    await db.query('UPDATE carrier_connections SET token_ciphertext = $2 WHERE id = $1', [
      integrationId,
      seal(credentials),
    ]);
    expect((await poller.drain(integrationId)).polled).toBe(ORDERS);
    expect((await status()).last_error).toBeNull();
  });
});
