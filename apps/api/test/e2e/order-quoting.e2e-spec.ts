import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceImportQueue } from '../../src/modules/orders/jobs/invoice-import.job.js';
import { InvoiceImportRunner } from '../../src/modules/orders/jobs/invoice-import.runner.js';
import { fixture, SAMPLES } from '../../src/modules/orders/domain/nfe/nfe-fixtures.spec-helper.js';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Rio de Janeiro (the order fixture's recipient) and Minas Gerais (the NF-e samples' recipients); Acre is covered by no one. */
const table = (price: string, days: number) =>
  `cep_inicial;cep_final;uf;regiao;prazo;ate_10kg;ate_100kg\n20000000;28999999;RJ;CAPITAL;${days};${price};${price}\n30000000;39999999;MG;INTERIOR;${days};${price};${price}`;
const ACRE = {
  zip: '69900000',
  street1: 'Rua Rio Grande do Sul',
  number: '10',
  neighborhood: 'Centro',
  city: 'Rio Branco',
  state: 'AC',
};
/** The CNPJ of the transporta of SAMPLES.cpfRecipient. */
const CPF_NOTE_CARRIER_CNPJ = '25663791000160';

describe('how an order ships: quoted when it is created (orders-pickups.md §2 New order, §4 status 12)', () => {
  let test: TestApp;
  let user: string;
  const carriers = { cheap: '', dear: '', noteCarrier: '' };
  const command = (action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', user).send({ action, payload });
  const detail = async (id: string) => (await test.http().get(`/api/orders/${id}`).set('X-Token', user)).body;
  const create = async (over: Record<string, unknown>) => {
    const response = await command('NewOrder', orderPayload(over));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };
  const quotesFor = async (to: string) =>
    (
      await test
        .http()
        .post('/api/quotations')
        .set('X-Token', user)
        .send({
          from: 'CD1',
          to,
          debug: true,
          parcels: [
            { reference: 'SKU-1', width: 0.3, height: 0.2, length: 0.4, weight: 2.5, quantity: 1, cargo_value: 199.9 },
          ],
        })
    ).body.data;

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    await givenDistributionCenter(test, company, 'CD1');
    user = await tokenFor(test, await givenUser(test, company, { permissions: ['orders', 'pickups', 'quotation'] }));
    carriers.cheap = (await givenCarrier(test, null, '11444777000161')).id;
    carriers.dear = (await givenCarrier(test, null, '33000167000101')).id;
    carriers.noteCarrier = (await givenCarrier(test, company, CPF_NOTE_CARRIER_CNPJ)).id;
    await givenFreightTable(test, company, carriers.cheap, table('20,00', 6));
    await givenFreightTable(test, company, carriers.dear, table('45,00', 2));
    await givenFreightTable(test, company, carriers.noteCarrier, table('60,00', 4));
  });
  afterAll(() => test.close());

  it('quotes an order that comes without a carrier: the cheapest quote, with its freight, cubed weight, logs and deadline', async () => {
    const [cheapest] = await quotesFor('22021001');
    expect(cheapest.carrier.id).toBe(carriers.cheap);
    const order = await detail(await create({ reference: 'AUTO-1', invoice_number: '1001' }));
    expect(order).toMatchObject({
      status: { id: 2 },
      carrier: { id: carriers.cheap },
      carrier_name: cheapest.carrier.name,
      estimated_cost: cheapest.estimated_cost,
      delivery: { cubed_weight: cheapest.cubed_weight, log: cheapest.log },
    });
    expect(order.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.tracker.details).toEqual([]);
  });

  it("keeps the merchant's chosen quote: the carrier's own freight and forecast, not the cheapest", async () => {
    const dear = (await quotesFor('22021001')).find((q: { carrier: { id: string } }) => q.carrier.id === carriers.dear);
    const order = await detail(await create({ reference: 'CHOSEN-1', carrier_id: carriers.dear }));
    expect(order).toMatchObject({
      status: { id: 1 },
      carrier: { id: carriers.dear },
      estimated_cost: dear.estimated_cost,
      delivery: { cubed_weight: dear.cubed_weight },
    });
    expect(order.delivery.log.deadlines.total).toBe(dear.delivery_days);
    // Two fewer business days than the cheap carrier's quote: the forecast is the chosen carrier's.
    const cheap = await detail(await create({ reference: 'CHOSEN-2' }));
    expect(order.deadline < cheap.deadline).toBe(true);
  });

  it("re-prices a carrier change with that carrier's quote: freight, cubed weight, logs and forecast, not the client's", async () => {
    const dear = (await quotesFor('22021001')).find((q: { carrier: { id: string } }) => q.carrier.id === carriers.dear);
    const id = await create({ reference: 'CHANGE-1', invoice_number: '5005' });
    const before = await detail(id);
    expect(before.carrier.id).toBe(carriers.cheap);
    const changed = await command('ChangeOrderCarrier', { id, carrier_id: carriers.dear, estimated_cost: 1 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({
      carrier: { id: carriers.dear },
      estimated_cost: dear.estimated_cost,
      delivery: { cubed_weight: dear.cubed_weight, log: dear.log },
    });
    expect(after.deadline < before.deadline).toBe(true);

    // One volume: quoted for that volume alone, recorded on it; the order's own quote stays.
    const volume = after.shipments[0].id;
    expect(
      (await command('ChangeShipmentCarrier', { shipment_id: volume, carrier_id: carriers.cheap, estimated_cost: 1 }))
        .status,
    ).toBe(200);
    const split = await detail(id);
    expect(split.shipments[0]).toMatchObject({
      carrier: { id: carriers.cheap },
      estimated_cost: before.estimated_cost,
      deadline: before.deadline,
      delivery: { cubed_weight: before.delivery.cubed_weight },
    });
    expect(split).toMatchObject({
      carrier: { id: carriers.dear },
      estimated_cost: dear.estimated_cost,
      deadline: after.deadline,
    });
  });

  it('puts an order no carrier covers in 12 Aguardando Cotação with the reason on its timeline, and lets a carrier take it out', async () => {
    const id = await create({ reference: 'NOWHERE-1', to_address: { ...orderPayload().to_address, ...ACRE } });
    const order = await detail(id);
    expect(order).toMatchObject({
      status: { id: 12, description: 'Aguardando Cotação' },
      carrier: null,
      estimated_cost: null,
      delivery: null,
    });
    const events = (await test.http().get(`/api/orders/${id}/events`).set('X-Token', user)).body.data;
    expect(events).toEqual([
      expect.objectContaining({
        status: 12,
        description: 'Aguardando Cotação',
        message:
          'Nenhuma transportadora atende o CEP 69900-000 com estes volumes: escolha a transportadora para liberar o pedido.',
        source: 'system',
      }),
    ]);
    // One event, as any creation: the reason is part of the order's creation (NewOrder stays one statement).
    const [{ count }] = await test.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [`order-${id}`]);
    expect(count).toBe(1);
    // The recipient's public page does not show Despacho's note.
    const tracking = await test.http().post(`/api/tracking/${order.tracker.tracking_code}`).send({});
    expect(tracking.status).toBe(200);
    expect(tracking.body).toMatchObject({ tracker: { details: [] }, show_steps: false });

    const changed = await command('ChangeOrderCarrier', { id, carrier_id: carriers.dear, estimated_cost: 80 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await detail(id)).toMatchObject({ status: { id: 1 }, carrier: { id: carriers.dear }, estimated_cost: 80 });
  });

  it('takes an invoiced order out of 12 to 2, also when one volume gets a carrier', async () => {
    const id = await create({
      reference: 'NOWHERE-2',
      invoice_number: '2002',
      to_address: { ...orderPayload().to_address, ...ACRE },
    });
    const order = await detail(id);
    expect(order.status.id).toBe(12);
    const changed = await command('ChangeShipmentCarrier', {
      shipment_id: order.shipments[0].id,
      carrier_id: carriers.cheap,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await detail(id)).status.id).toBe(2);
  });

  it('takes an order out of 12 when an edit brings a chosen quote, priced by that carrier; an edit without one keeps how it ships', async () => {
    const id = await create({ reference: 'NOWHERE-3', to_address: { ...orderPayload().to_address, ...ACRE } });
    const edit = (over: Record<string, unknown>) =>
      command('UpdateOrder', {
        ...orderPayload({ reference: 'NOWHERE-3', ...over }),
        id,
        shipments: [{ ...orderPayload().shipments[0], id: undefined }],
      });
    expect((await edit({ to_address: { ...orderPayload().to_address, ...ACRE, number: '12' } })).status).toBe(200);
    expect((await detail(id)).status.id).toBe(12);
    const dear = (await quotesFor('22021001')).find((q: { carrier: { id: string } }) => q.carrier.id === carriers.dear);
    const moved = await edit({ carrier_id: carriers.dear });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await detail(id)).toMatchObject({
      status: { id: 1 },
      carrier: { id: carriers.dear },
      estimated_cost: dear.estimated_cost,
      delivery: { cubed_weight: dear.cubed_weight },
    });
    expect((await edit({ invoice_number: '4004' })).status).toBe(200);
    expect(await detail(id)).toMatchObject({
      status: { id: 2 },
      carrier: { id: carriers.dear },
      estimated_cost: dear.estimated_cost,
      delivery: { cubed_weight: dear.cubed_weight },
    });
  });

  it('offers for a pickup request (status 91, /pickups/new) only orders a carrier can collect', async () => {
    const collectable = await create({ reference: 'PICK-1', invoice_number: '3001' });
    const carrierless = await create({
      reference: 'PICK-2',
      invoice_number: '3002',
      to_address: { ...orderPayload().to_address, ...ACRE },
    });
    const offered = (
      await test.http().get('/api/orders').query({ 'filters[status]': '91', limit: 100 }).set('X-Token', user)
    ).body.data.map((o: { id: string }) => o.id);
    expect(offered).toContain(collectable);
    expect(offered).not.toContain(carrierless);
  });

  it("quotes imported NF-e: the note's transporta when it is a carrier of the company covering the destination, otherwise the cheapest", async () => {
    const upload = async (name: string) =>
      (await test.http().post('/api/upload').set('X-Token', user).attach('file', fixture(name), { filename: name }))
        .body.path as string;
    const sent = await command('CreateOrdersFromInvoices', {
      invoices: [{ path: await upload(SAMPLES.cpfRecipient) }, { path: await upload(SAMPLES.cnpjRecipient) }],
    });
    expect(sent.status).toBe(200);
    for (const job of await test.app.get(InvoiceImportQueue).queue.getJobs(['waiting'])) {
      await test.app.get(InvoiceImportRunner).run(job.data.batchId);
      await job.remove();
    }
    const orders = (await test.http().get('/api/orders').query({ limit: 100 }).set('X-Token', user)).body.data;
    const byKey = (key: string) => orders.find((o: { invoice_key: string }) => o.invoice_key === key);
    const fromTransporta = await detail(byKey('35180834128745000152550010000474281920007498').id);
    expect(fromTransporta).toMatchObject({
      status: { id: 2 },
      carrier: { id: carriers.noteCarrier, federal_tax_id: CPF_NOTE_CARRIER_CNPJ },
    });
    expect(fromTransporta.estimated_cost).toBeGreaterThan(0);
    expect(fromTransporta.delivery.log.details.length).toBeGreaterThan(0);
    expect(fromTransporta.deadline).not.toBeNull();
    // Its transporta (48840871000140) is none of the company's carriers.
    expect(await detail(byKey('35180834128745000152550010000476491552806942').id)).toMatchObject({
      status: { id: 2 },
      carrier: { id: carriers.cheap },
    });
  });
});
