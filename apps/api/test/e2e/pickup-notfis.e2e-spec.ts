import { nfeKeyCheckDigit } from '@despacho/domain';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierLinkTokens } from '../../src/modules/pickups/adapters/carrier-link-tokens.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startSmtp } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The CD's CNPJ (distributionCenterPayload) issues the NF-e. */
const CD_CNPJ = '11222333000181';
const keyOf = (series: number, number: number) => {
  const first43 = `352611${CD_CNPJ}55${String(series).padStart(3, '0')}${String(number).padStart(9, '0')}112345678`;
  return first43 + String(nfeKeyCheckDigit(first43));
};
const at = (line: string, first: number, last: number) => line.slice(first - 1, last);

describe('NOTFIS of a pickup: e-mailed on confirmation, downloadable by the company and by the carrier link', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let companyA: string;
  let user: string;
  let operations: string;
  let other: string;
  let carrier: { id: string };
  let otherCarrier: { id: string };
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string) => test.http().get(path).set('X-Token', token);
  const relay = async (pickupId: string, type: string) => {
    const [event] = await test.app
      .get(DataSource)
      .query('SELECT id FROM events WHERE stream_id = $1 AND type = $2', [`pickup-${pickupId}`, type]);
    return test.app.get(SideEffects).applyFor(event.id);
  };
  const linkFor = (carrierId: string, companyId = companyA) =>
    test.app.get(CarrierLinkTokens).sign({ carrierId, companyId });

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    companyA = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, companyA, 'CD1');
    carrier = await givenCarrier(test);
    otherCarrier = await givenCarrier(test);
    const admin = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    user = await tokenFor(test, await givenUser(test, companyA, { permissions: ['orders', 'pickups'] }));
    operations = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    other = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    await command(admin, 'AddCarrierEmail', { carrier_id: carrier.id, emails: ['edi@transportadora.test'] });
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('writes one 312+313 per order with an NF, e-mails it when the pickup is confirmed, and serves it to the company and the carrier only', async () => {
    const keyed = await command(
      user,
      'NewOrder',
      orderPayload({ reference: 'NOT-1', invoice_number: '4321', invoice_key: keyOf(1, 4321), carrier_id: carrier.id }),
    );
    const numbered = await command(
      user,
      'NewOrder',
      orderPayload({ reference: 'NOT-2', invoice_number: '77', carrier_id: carrier.id }),
    );
    expect([keyed.status, numbered.status]).toEqual([200, 200]);
    const requested = await command(user, 'NewPickup', { order_ids: [keyed.body.id, numbered.body.id], note: null });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const pickupId = requested.body.id as string;
    const number = requested.body.numbers[0] as number;

    // Before acceptance the carrier's link has no NOTFIS; the company already has it.
    const token = await linkFor(carrier.id);
    const early = await test.http().get('/api/carrier-pickups/notfis').query({ token, pickup_id: pickupId });
    expect(early.status).toBe(404);
    expect((await get(user, `/api/pickups/${pickupId}/notfis`)).status).toBe(200);

    expect(
      (await command(operations, 'ConfirmPickup', { pickup: { id: pickupId }, pickup_date: '2026-12-01' })).status,
    ).toBe(200);
    expect(await relay(pickupId, 'pickup.confirmed')).toEqual(['email-carrier-pickup-notfis']);
    expect(await relay(pickupId, 'pickup.confirmed')).toEqual([]);
    const mails = smtp.received.filter((m) => m.to.includes('edi@transportadora.test'));
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(mails[0]!.body);
    expect(mail.subject).toMatch(new RegExp(`^Coleta ${number} confirmada - `));
    expect(mail.text).toContain(`A coleta ${number} de `);
    expect(mail.text).toContain('confirmada para o dia 01/12/2026');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`NOTFIS-${number}.txt`]);

    const mailed = mail.attachments[0]!.content.toString('latin1');
    const lines = mailed.split('\r\n').filter(Boolean);
    expect(lines.map((line) => line.slice(0, 3))).toEqual(['000', '310', '311', '312', '313', '312', '313', '318']);
    const [, , shipper, recipient, nf1, , nf2, totals] = lines as [string, ...string[]];
    expect(at(shipper!, 4, 17)).toBe(CD_CNPJ);
    expect(at(shipper!, 73, 107).trim()).toBe('Sao Paulo');
    expect(at(shipper!, 126, 133)).toBe('01122026');
    expect(at(recipient!, 4, 43).trim()).toBe('Maria da Silva');
    expect(at(recipient!, 44, 57)).toBe('00052998224725');
    expect(at(recipient!, 168, 176)).toBe('22021001 ');
    expect(at(recipient!, 234, 234)).toBe('2');
    expect(at(nf1!, 4, 18).trim()).toBe(String(number));
    expect(at(nf1!, 30, 32)).toBe('001');
    expect(at(nf1!, 33, 41)).toBe('000004321');
    expect(at(nf1!, 242, 285)).toBe(keyOf(1, 4321));
    expect(at(nf2!, 33, 41)).toBe('000000077');
    expect(nf2!.length).toBe(240);
    expect(Number(at(totals!, 49, 63)) / 100).toBe(2);

    const own = await get(user, `/api/pickups/${pickupId}/notfis`);
    expect(own.headers['content-disposition']).toContain(`NOTFIS-${number}.txt`);
    expect(
      own.text
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.slice(0, 3)),
    ).toEqual(lines.map((line) => line.slice(0, 3)));
    // Another company's user does not learn the pickup exists.
    const foreign = await get(other, `/api/pickups/${pickupId}/notfis`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Coleta não encontrada.');

    // The carrier's page lists it among the accepted pickup's files and serves it.
    const page = (await test.http().get('/api/carrier-pickups').query({ token })).body;
    const files = page.distribution_center[0].pickups_accepted[0].files;
    expect(files[0]).toEqual({
      file: `/api/carrier-pickups/notfis?token=${encodeURIComponent(token)}&pickup_id=${pickupId}`,
      description: `NOTFIS da coleta ${number} (PROCEDA 3.1)`,
    });
    const carrierFile = await test.http().get(files[0].file);
    expect(carrierFile.status).toBe(200);
    expect(carrierFile.text.slice(0, 3)).toBe('000');
    // Another carrier's link, another company's link and a bad id are not found / refused.
    for (const link of [await linkFor(otherCarrier.id), await linkFor(carrier.id, await givenCompany(test))])
      expect(
        (await test.http().get('/api/carrier-pickups/notfis').query({ token: link, pickup_id: pickupId })).status,
      ).toBe(404);
    expect((await test.http().get('/api/carrier-pickups/notfis').query({ token, pickup_id: 'x' })).status).toBe(404);
    expect(
      (await test.http().get('/api/carrier-pickups/notfis').query({ token: 'forged', pickup_id: pickupId })).status,
    ).toBe(403);
  });
});
