// A generated history of deliveries with known lane distributions (issue 32's replay): each lane
// (carrier × origin CD × destination CEP) draws its transit business days from a known probability
// mass function, so the learned quantiles can be compared with the true ones.
import { randomUUID } from 'node:crypto';
import { addBusinessDays, addCalendarDays, type Lane, TRANSIT_HISTOGRAM_SIZE } from '@despacho/domain';
import { OrderEvents } from '../src/modules/orders/events/order-events.js';
import type { StoredEvent } from '../src/platform/event-store/stored-event.js';
import { seededRandom } from './bench-data.js';

export interface HistoryCenter {
  id: string;
  zip: string;
  state: string;
}

/** A lane as an order travels it: the CD it leaves from. */
export type RoutedLane = Lane & { originId: string };

export interface HistoryLane extends RoutedLane {
  /** Probability of each transit business day 0..60. */
  pmf: number[];
  /** What the carrier's table claims for the lane (business days of transit). */
  tableDays: number;
  weight: number;
}

export interface HistoryOrder {
  id: string;
  lane: RoutedLane;
  createdOn: string;
  /** Business days from creation to the carrier having the parcel (the CD's expedition, known when quoting). */
  expeditionDays: number;
  /** The day the carrier had the parcel. */
  startOn: string;
  tableDeadline: string;
  deliveredOn: string;
}

export const CENTERS: HistoryCenter[] = [
  { id: randomUUID(), zip: '01310100', state: 'SP' },
  { id: randomUUID(), zip: '30110012', state: 'MG' },
];

/** Destination CEPs (some sharing a 3-digit prefix) and how far they are, in base transit days from SP / MG. */
const DESTINATIONS: { zip: string; state: string; base: [number, number] }[] = [
  { zip: '01415000', state: 'SP', base: [1, 3] },
  { zip: '01418100', state: 'SP', base: [1, 3] },
  { zip: '13015000', state: 'SP', base: [2, 3] },
  { zip: '13083970', state: 'SP', base: [2, 3] },
  { zip: '14020260', state: 'SP', base: [3, 4] },
  { zip: '20040002', state: 'RJ', base: [2, 2] },
  { zip: '20050090', state: 'RJ', base: [2, 2] },
  { zip: '22021001', state: 'RJ', base: [2, 3] },
  { zip: '30130010', state: 'MG', base: [3, 1] },
  { zip: '38400100', state: 'MG', base: [4, 3] },
  { zip: '29010120', state: 'ES', base: [3, 2] },
  { zip: '80010000', state: 'PR', base: [3, 4] },
  { zip: '88010400', state: 'SC', base: [4, 5] },
  { zip: '90010150', state: 'RS', base: [5, 6] },
  { zip: '70040010', state: 'DF', base: [4, 3] },
  { zip: '74003010', state: 'GO', base: [4, 4] },
  { zip: '40020000', state: 'BA', base: [6, 5] },
  { zip: '50010000', state: 'PE', base: [7, 7] },
  { zip: '60025060', state: 'CE', base: [8, 8] },
  { zip: '66010000', state: 'PA', base: [9, 9] },
  { zip: '69005040', state: 'AM', base: [11, 11] },
];

/** Carriers: how reliably they hold their base (geometric extra days) and how often a long delay hits. */
const CARRIERS = [
  { id: randomUUID(), keep: 0.6, tail: 0.03, claim: 1 },
  { id: randomUUID(), keep: 0.45, tail: 0.05, claim: 2 },
  { id: randomUUID(), keep: 0.75, tail: 0.02, claim: 0 },
];
const TAIL_DAYS = 5;

/** base + a geometric number of extra days, and with probability `tail` TAIL_DAYS more. */
function pmfOf(base: number, keep: number, tail: number): number[] {
  const pmf = new Array<number>(TRANSIT_HISTOGRAM_SIZE).fill(0);
  for (let extra = 0; extra < 20; extra++) {
    const p = keep * (1 - keep) ** extra;
    pmf[Math.min(60, base + extra)] += (1 - tail) * p;
    pmf[Math.min(60, base + extra + TAIL_DAYS)] += tail * p;
  }
  const total = pmf.reduce((sum, p) => sum + p, 0);
  return pmf.map((p) => p / total);
}

/** The smallest d whose cumulative probability reaches q (the nearest-rank quantile of the true law). */
export function trueQuantile(pmf: number[], q: number): number {
  let cumulative = 0;
  for (let d = 0; d < pmf.length; d++) {
    cumulative += pmf[d];
    if (cumulative >= q - 1e-12) return d;
  }
  return pmf.length - 1;
}

function draw(pmf: number[], random: () => number): number {
  let u = random();
  for (let d = 0; d < pmf.length; d++) {
    u -= pmf[d];
    if (u <= 0) return d;
  }
  return pmf.length - 1;
}

export function historyLanes(seed: number): HistoryLane[] {
  const random = seededRandom(seed);
  return CARRIERS.flatMap((carrier) =>
    CENTERS.flatMap((center, c) =>
      DESTINATIONS.map((destination) => {
        const base = destination.base[c] + (random() < 0.3 ? 1 : 0);
        return {
          carrierId: carrier.id,
          originId: center.id,
          fromZip: center.zip,
          fromState: center.state,
          toZip: destination.zip,
          toState: destination.state,
          pmf: pmfOf(base, carrier.keep, carrier.tail),
          tableDays: base + carrier.claim,
          // Some lanes get few orders: the promise falls back to the CEP prefix or the state there.
          weight: random() < 0.15 ? 0.05 : 0.5 + random(),
        };
      }),
    ),
  );
}

/** `orders` orders spread over the business days from `from` for `days` calendar days. */
export function historyOrders(
  lanes: HistoryLane[],
  orders: number,
  from: string,
  days: number,
  seed: number,
): HistoryOrder[] {
  const random = seededRandom(seed);
  const cumulative: number[] = [];
  let total = 0;
  for (const lane of lanes) cumulative.push((total += lane.weight));
  return Array.from({ length: orders }, () => {
    const pick = random() * total;
    const lane = lanes[cumulative.findIndex((sum) => sum >= pick)];
    const createdOn = addBusinessDays(addCalendarDays(from, Math.floor(random() * days)), 0);
    const expeditionDays = random() < 0.7 ? 1 : 0;
    const start = addBusinessDays(createdOn, expeditionDays);
    return {
      id: randomUUID(),
      lane,
      createdOn,
      expeditionDays,
      startOn: start,
      tableDeadline: addBusinessDays(createdOn, expeditionDays + lane.tableDays),
      deliveredOn: addBusinessDays(start, draw(lane.pmf, random)),
    };
  });
}

const at = (day: string, time: string) => `${day}T${time}-03:00`;

/** The order's events as the log holds them: its creation, the carrier's posted … delivered and the status moves. */
export function eventsOf(order: HistoryOrder, companyId: string): Omit<StoredEvent, 'position' | 'version'>[] {
  const start = order.startOn;
  const { lane } = order;
  const stream = `order-${order.id}`;
  const event = (type: string, data: object, time: string) => ({
    id: randomUUID(),
    transaction_id: '1',
    stream_id: stream,
    stream_type: 'order',
    type,
    data,
    metadata: {
      company_id: companyId,
      user_id: null,
      correlation_id: randomUUID(),
      causation_id: null,
      schema_version: 1,
    },
    occurred_at: new Date(time),
  });
  const carrier = (state: string, time: string) =>
    event(
      OrderEvents.OrderTrackingRegistered,
      {
        alert_type: null,
        at: time,
        detail: { source: 'carrier', carrier: 'Correios', state, code: state, occurred_at: time },
      },
      time,
    );
  const status = (from: number, to: number, time: string) =>
    event(OrderEvents.OrderStatusChanged, { from, to, at: time }, time);
  const created = at(order.createdOn, '10:00:00');
  const posted = at(start, '14:00:00');
  const out = at(order.deliveredOn, '08:00:00');
  const delivered = at(order.deliveredOn, '15:00:00');
  return [
    event(
      OrderEvents.OrderCreated,
      {
        order_id: order.id,
        company_id: companyId,
        created_at: created,
        carrier: { id: lane.carrierId, name: 'Transportadora' },
        origin: { id: lane.originId, reference: 'CD', city: '' },
        to_address: { zip: lane.toZip, state: lane.toState, name: 'Destinatário' },
        status: 2,
        deadline: order.tableDeadline,
      },
      created,
    ),
    carrier('posted', posted),
    status(2, 3, posted),
    carrier('in_transit', at(start, '20:00:00')),
    carrier('out_for_delivery', out),
    status(3, 4, out),
    carrier('delivered', delivered),
    status(4, 5, delivered),
  ];
}
