import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import { EventRelay } from '../../src/platform/queue/event-relay.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startSmtp, until } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const invitee = `convidada-${randomUUID().slice(0, 8)}@relay.test`;

describe('event relay to BullMQ', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestApp({ runWorkers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends the invitation once even when the event is relayed twice', async () => {
    const companyId = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    const invited = await test
      .http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({ action: 'NewUser', payload: { name: 'Convidada', email: invitee, password: 'segredo-123' } });
    expect(invited.status).toBe(200);
    const runner = test.app.get(CatchUpRunner);
    const relay = test.app.get(EventRelay);
    const db = test.app.get(DataSource);
    const [event] = await db.query(`SELECT id FROM events WHERE stream_id = $1 AND type = 'user.invited'`, [
      `user-${invited.body.id}`,
    ]);

    await runner.drain();
    await until(() => smtp.received.some((m) => m.to.includes(invitee)));
    // The mail leaves before the job's transaction commits: wait for the job itself to finish, or the
    // removal below is refused (the job is still locked) and the re-add answers that same first job.
    const first = (await relay.queue.getJob(event.id))!;
    await until(async () => (await first.getState()) === 'completed');
    expect(await relay.queue.getJob(event.id).then((job) => job?.returnvalue)).toEqual(['send-invitation-email']);

    // A second delivery after the first job is gone (BullMQ no longer dedupes by id).
    expect(await relay.queue.remove(event.id)).toBe(1);
    const again = await relay.queue.add('user.invited', { eventId: event.id }, { jobId: event.id });
    await until(async () => (await again.getState()) === 'completed');
    expect(again.returnvalue ?? (await relay.queue.getJob(event.id))?.returnvalue).toEqual([]);

    const mails = smtp.received.filter((m) => m.to.includes(invitee));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('/confirm/');
    const effects = await db.query('SELECT effect FROM side_effects WHERE event_id = $1', [event.id]);
    expect(effects).toEqual([{ effect: 'send-invitation-email' }]);
  });

  it('confirms the e-mail through the link and marks the user active', async () => {
    const mail = smtp.received.find((m) => m.to.includes(invitee))!;
    const token = /\/confirm\/([\w.-]+)/.exec(mail.body.replace(/=\r?\n/g, ''))![1];
    const response = await test.http().post('/api/auth/confirm-email').send({ token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'E-mail confirmado com sucesso!' });
    const [row] = await test.app.get(DataSource).query('SELECT confirmed_at FROM users WHERE email = $1', [invitee]);
    expect(row.confirmed_at).not.toBeNull();
    expect((await test.http().post('/api/auth/confirm-email').send({ token: 'x.y.z' })).status).toBe(404);
  });
});
