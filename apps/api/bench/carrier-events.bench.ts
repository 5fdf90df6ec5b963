// `node dist-bench/bench/carrier-events.bench.js` (issue 30): carrier events applied per second through the
// CarrierEventsApplier's applyMany, on BENCH_ORDERS orders in transit with BENCH_EVENTS events each
// (the way a poll cycle or an OCOREN file hands them over). Its own database (BENCH_DATABASE).
import { randomUUID } from 'node:crypto';
import { createScriptContext } from '../src/bin/app-context.js';
import type { CarrierEvent } from '../src/modules/carrier-integrations/connectors/carrier-connector.js';
import { CarrierEventsApplier } from '../src/modules/carrier-integrations/commands/carrier-events/carrier-events-applier.js';
import { Order } from '../src/modules/orders/domain/order.aggregate.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { benchDatabase, benchEnvironment } from './bench-api.js';
import { benchOrderData } from './bench-order-data.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3);
/** applyMany calls running at once (poll batches of several carriers, files). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CALL_SIZE = Number(process.env.BENCH_CALL_SIZE ?? 500);
const DATABASE = process.env.BENCH_DATABASE ?? 'despacho_bench_carrier_events';
const STATES = ['posted', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered'] as const;

const serverUrl = benchEnvironment(DATABASE);
await benchDatabase(serverUrl, DATABASE);
const app = await createScriptContext();
const repository = app.get(AggregateRepository);
const applier = app.get(CarrierEventsApplier);
const companyId = randomUUID();
const context = { companyId, userId: null, correlationId: randomUUID() };

const orders: { id: string; shipmentId: string }[] = [];
for (let start = 0; start < ORDERS; start += 500) {
  const batch = Array.from({ length: Math.min(500, ORDERS - start) }, (_, i) => {
    const order = new Order(randomUUID());
    const data = benchOrderData(
      { id: randomUUID(), reference: 'CD1', city: 'Campinas' },
      {
        reference: `CE-${start + i}-${order.id.slice(0, 8)}`,
        invoice_number: `${start + i}`,
        carrier: { id: randomUUID(), name: 'Correios' },
        estimated_cost: 20,
      },
    );
    order.create(companyId, data, new Date());
    const shipmentId = data.shipments[0].id;
    orders.push({ id: order.id, shipmentId });
    return order;
  });
  await repository.saveAll(batch, context);
}

const eventsOf = (order: { id: string }): CarrierEvent[] =>
  Array.from({ length: EVENTS }, (_, n) => ({
    key: `${order.id}-${n}`,
    tracking_key: order.id,
    state: STATES[Math.min(n, STATES.length - 1)],
    problem: null,
    code: `C${n}`,
    description: 'Objeto em trânsito',
    place: 'CURITIBA/PR',
    occurred_at: new Date(Date.UTC(2026, 2, 10, n)).toISOString(),
    source: 'Correios',
    receipt_url: null,
    unknown_code: false,
  }));
const items = orders.map((order) => ({
  shipment: { company_id: companyId, order_id: order.id, shipment_id: order.shipmentId },
  events: eventsOf(order),
}));
const calls = Array.from({ length: Math.ceil(items.length / CALL_SIZE) }, (_, i) =>
  items.slice(i * CALL_SIZE, (i + 1) * CALL_SIZE),
);

const started = performance.now();
let applied = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let call = calls.shift(); call; call = calls.shift()) {
      const outcome = await applier.applyMany(call);
      applied += outcome.applied;
      failed += outcome.failed.length;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${applied} eventos de transportadora aplicados em ${seconds.toFixed(1)} s: ${Math.round(applied / seconds)} eventos/s (${failed} falhas, ${CONCURRENCY} chamadas simultâneas)`,
);
await app.close();
