import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { cnpjOf, cpfOf, nfeKeyOf, orderDeadline, type OrderStatusId } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { UploadStore } from '../../src/platform/uploads/upload-store.js';
import { deliveryReceiptPdf } from './delivery-receipt-pdf.js';
import { BUSINESS_NAMES, BUSINESS_SUFFIXES, DEMO_PLACES, FIRST_NAMES, LAST_NAMES } from './demo-recipients.js';
import { demoObjectCode, demoStoryOf } from './demo-object-codes.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { DEMO_PRODUCTS } from '../products/demo-products.js';
import { NORONHA_CEPS } from '../pricing/demo-freight-rules.js';
import {
  Order,
  OrderQuoting,
  type OrderAddress,
  type OrderData,
  type OrderTrackingDetail,
} from '../../src/modules/orders/index.js';

const ORDER_COUNT = 300;
/** Recent orders to Fernando de Noronha, where no carrier ships (the demo's rules): they await a quote. */
const AWAITING_QUOTE_COUNT = 3;
const NORONHA = {
  zip: NORONHA_CEPS.from,
  street1: 'Alameda do Boldró',
  neighborhood: 'Vila dos Remédios',
  city: 'Fernando de Noronha',
  state: 'PE',
};
/** Drop-shipping demo orders are already on their way, so no pickup request mixes their two CDs. */
const DROP_SHIPPING_STATUSES = new Set<OrderStatusId>([3, 4, 5]);
const SAVE_CONCURRENCY = 25;
const HOUR = 3_600_000;
const DEMO_MERCHANT = { id: '00000000-0000-4000-8000-000000000001', name: 'Equipe Loja Demo' };
const DEMO_STAFF = { id: '00000000-0000-4000-8000-000000000002', name: 'Suporte Despacho' };
/**
 * The newest delivered orders come rated, so the dashboard's reviews are not empty. Only the newest:
 * the tracking browser test rates an older delivered order (the last of a 100-row page) itself.
 */
const RATED_COUNT = 24;
const RATINGS: { rate: number; message: string | null }[] = [
  { rate: 5, message: 'Chegou antes do prazo, muito bem embalado.' },
  { rate: 5, message: null },
  { rate: 4, message: 'Entrega tranquila, só demorou um pouco para sair.' },
  { rate: 5, message: 'Entregador muito educado.' },
  { rate: 3, message: 'Chegou no prazo, mas a caixa veio amassada.' },
  { rate: 4, message: null },
  { rate: 2, message: 'Atrasou dois dias e ninguém avisou.' },
  { rate: 1, message: 'Produto chegou com a embalagem rasgada.' },
];

/** In transit and out for delivery: the orders whose carrier is polled in demo mode. */
const ON_THE_ROAD = new Set<OrderStatusId>([3, 4]);

/** How many of each status, and how old such an order is (days): most delivered, a few of each other. */
const STATUS_PLAN: { status: OrderStatusId; count: number; age: [number, number] }[] = [
  { status: 5, count: 185, age: [8, 60] },
  { status: 3, count: 25, age: [2, 8] },
  { status: 4, count: 15, age: [3, 8] },
  { status: 6, count: 15, age: [1, 5] },
  { status: 2, count: 25, age: [0, 5] },
  { status: 1, count: 15, age: [0, 4] },
  { status: 9, count: 15, age: [1, 60] },
  { status: 7, count: 5, age: [6, 30] },
];

/** Occurrences a carrier would send along the way (public-account.md §4: 202 collected, empty code in transit). */
const COLLECTED = { code: '202', description: 'Coletado', message: 'Mercadoria coletada no CD de origem' };
const IN_TRANSIT = { code: null, description: 'Em trânsito', message: 'Em trânsito para a unidade de destino' };
const OUT_FOR_DELIVERY = {
  code: '104',
  description: 'Saiu para entrega',
  message: 'Objeto saiu para entrega ao destinatário',
};
const DELIVERED = { code: '01', description: 'Entregue', message: 'Entrega realizada ao destinatário' };
const RETURNING = {
  code: '150',
  description: 'Em devolução',
  message: 'Destinatário ausente em 3 tentativas: devolução ao remetente',
};
/** Every few orders on the road meets trouble: damage, loss or held goods raise the order's alert. */
const TROUBLES = [
  { code: '179', description: 'Avaria parcial', message: 'Embalagem danificada na transferência' },
  { code: '123', description: 'Extravio', message: 'Mercadoria não localizada na unidade' },
  { code: '126', description: 'Mercadoria retida', message: 'Retida na fiscalização estadual' },
];

const CHANNELS = [
  { channel: 'Magalu', channel_id: 10, marketplace: 'Magalu' },
  { channel: 'NuvemShop', channel_id: 29, marketplace: null },
  { channel: 'Via Varejo', channel_id: 11, marketplace: 'Casas Bahia' },
  { channel: 'Carrefour', channel_id: 26, marketplace: 'Carrefour' },
];

/** Deterministic pseudo-random numbers (mulberry32), so every `npm start` shows the same demo. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)];
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9));
  return { next, int, pick, digits };
}

type Random = ReturnType<typeof randomFrom>;
type Origin = OrderData['origin'];

/** Loja Demo's order history: ~300 orders over the last 60 days, quoted and written through the Order aggregate. */
@Injectable()
export class DemoOrders {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly uploads: UploadStore,
    private readonly quoting: OrderQuoting,
  ) {}

  /** Only for a Loja Demo without any order, so a rerun (or the merchant's own orders) is left alone. */
  async seed(): Promise<void> {
    const [company] = await this.db.query(
      `SELECT c.id FROM companies c WHERE c.name = 'Loja Demo' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.company_id = c.id)`,
    );
    if (!company) return;
    const centers: Origin[] = await runSql(
      this.db,
      sql`SELECT id, reference, address->>'city' AS city FROM distribution_centers WHERE company_id = ${company.id} ORDER BY reference`,
    );
    if (centers.length === 0) return;
    const carriers: { id: string; name: string }[] = await this.db.query(
      'SELECT id, name FROM carriers WHERE company_id IS NULL ORDER BY name',
    );
    const context: CommandContext = { companyId: company.id, userId: null, correlationId: randomUUID() };
    const random = randomFrom(20_251_122);
    const now = Date.now();
    const plans = STATUS_PLAN.flatMap((plan) => Array.from({ length: plan.count }, () => plan)).slice(0, ORDER_COUNT);
    const receipts = new Map<Order, OrderData>();
    const delivered: { order: Order; createdAt: Date; deliveredAt: number }[] = [];
    const orders: Order[] = [];
    let correiosOnTheRoad = 0;
    let codesGiven = 0;
    for (const [index, plan] of plans.entries()) {
      const createdAt = new Date(
        now - random.int(plan.age[0] * 24, plan.age[1] * 24) * HOUR - random.int(0, 59) * 60_000,
      );
      const order = new Order(randomUUID());
      // A few orders on the road ship from both CDs (drop shipping: one tab per CD on the detail).
      const origins =
        centers.length > 1 && DROP_SHIPPING_STATUSES.has(plan.status) && index % 36 === 0
          ? centers.slice(0, 2)
          : centers.slice(0, 1);
      const data = await this.quoted(
        company.id,
        this.orderData(random, index, plan.status, origins, carriers, createdAt),
        createdAt,
      );
      if (ON_THE_ROAD.has(plan.status) && data.carrier?.name === 'Correios SEDEX') {
        // Object codes the Correios stub tells a story about (demo mode polls them): see demo-object-codes.ts.
        const story = demoStoryOf(correiosOnTheRoad++);
        data.shipments = data.shipments.map((s) => ({ ...s, tracking_number: demoObjectCode(story, codesGiven++) }));
      }
      // Some marketplace orders ship with the marketplace's own logistics: tracked only, no messages.
      const trackingOnly = index % 25 === 3;
      order.create(company.id, data, createdAt, trackingOnly);
      if (plan.status === 5 && index % 10 === 0) receipts.set(order, data);
      const settledAt = this.advance(order, company.id, plan.status, createdAt, now, random);
      if (plan.status === 5) delivered.push({ order, createdAt, deliveredAt: settledAt });
      if (index % 9 === 0 && !trackingOnly) this.converse(order, company.id, createdAt, now);
      orders.push(order);
    }
    delivered.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    delivered.slice(0, RATED_COUNT).forEach(({ order, deliveredAt }, index) => {
      const at = new Date(Math.min(now - 60_000, deliveredAt + (2 + index) * HOUR));
      order.rate({ ...RATINGS[index % RATINGS.length], created_at: at.toISOString() });
    });
    orders.push(...(await this.awaitingQuote(company.id, centers[0], carriers, now)));
    for (const [order, data] of receipts) await this.attachReceipt(order, data, company.id);
    for (let start = 0; start < orders.length; start += SAVE_CONCURRENCY) {
      await Promise.all(
        orders.slice(start, start + SAVE_CONCURRENCY).map((order) => this.repository.save(order, context)),
      );
    }
  }

  /** Its carrier's quote, as an order chosen on the order screen gets it: freight, deadline, cubed weight and logs. */
  private async quoted(companyId: string, data: OrderData, createdAt: Date): Promise<OrderData> {
    const quote =
      data.carrier &&
      (await this.quoting.carrierQuote(companyId, data.to_address.zip, data.shipments, data.carrier.id, createdAt));
    // A carrier a rule removes there (Total Express in RS) keeps the drawn freight, as an API client's would.
    return quote ? { ...data, ...quote } : data;
  }

  /** Orders no carrier covers, quoted on creation like real ones: status 12 with the reason on their timeline. Own draws, so the others' stay. */
  private async awaitingQuote(
    companyId: string,
    origin: Origin,
    carriers: { id: string; name: string }[],
    now: number,
  ): Promise<Order[]> {
    const random = randomFrom(20_251_125);
    const orders: Order[] = [];
    for (let i = 0; i < AWAITING_QUOTE_COUNT; i++) {
      const createdAt = new Date(now - random.int(1, 48) * HOUR);
      const drawn = this.orderData(random, ORDER_COUNT + i, 2, [origin], carriers, createdAt);
      const data = {
        ...drawn,
        carrier: null,
        estimated_cost: null,
        deadline: null,
        to_address: { ...drawn.to_address, ...NORONHA },
      };
      const { data: quotedData, awaitingQuote } = await this.quoting.quote(companyId, data, createdAt);
      const order = new Order(randomUUID());
      order.create(companyId, quotedData, createdAt, false, awaitingQuote);
      orders.push(order);
    }
    return orders;
  }

  private orderData(
    random: Random,
    index: number,
    status: OrderStatusId,
    origins: Origin[],
    carriers: { id: string; name: string }[],
    createdAt: Date,
  ): OrderData {
    const hasInvoice = status !== 1;
    const invoiceNumber = String(10_000 + index);
    const channel = random.next() < 0.6 ? random.pick(CHANNELS) : null;
    const lines = Array.from({ length: random.int(1, 3) }, () => ({
      product: random.pick(DEMO_PRODUCTS),
      quantity: random.next() < 0.8 ? 1 : 2,
    }));
    // A drop-shipping order needs a line per CD; the extra one repeats the first, so no other order's draws shift.
    while (lines.length < origins.length) lines.push(lines[0]);
    const shipments = lines.map(({ product, quantity }, i) => {
      const origin = origins[i % origins.length];
      return {
        id: randomUUID(),
        reference: product.reference,
        volume: i + 1,
        quantity,
        width: product.width,
        height: product.height,
        length: product.length,
        weight: product.weight,
        cargo_value: Math.round(product.price * quantity * 100) / 100,
        from_cd_reference: origin.reference,
        distribution_center_id: origin.id,
      };
    });
    const weight = shipments.reduce((sum, s) => sum + s.weight * s.quantity, 0);
    const reference = `LD-${String(100_000 + index * 7 + random.int(0, 6))}`;
    return {
      reference,
      invoice_number: hasInvoice ? invoiceNumber : null,
      invoice_key: hasInvoice
        ? nfeKeyOf(
            `35${createdAt.toISOString().slice(2, 4)}${createdAt.toISOString().slice(5, 7)}78901234000105550010000${invoiceNumber}1${random.digits(8).join('')}`,
          )
        : null,
      is_drop_shipping: origins.length > 1,
      carrier: random.pick(carriers) ?? null,
      estimated_cost: Math.round((18 + weight * 3.2 + random.next() * 15) * 100) / 100,
      deadline: orderDeadline(createdAt, random.int(3, 9)),
      to_address: this.recipient(random),
      origin: origins[0],
      shipments,
      property: {
        channel: channel?.channel ?? null,
        channel_id: channel?.channel_id ?? null,
        channel_entity_id: channel ? reference : null,
        marketplace: channel?.marketplace ?? null,
        marketplace_order_number: channel ? String(random.int(1_000_000_000, 9_999_999_999)) : null,
      },
    };
  }

  private recipient(random: Random): OrderAddress {
    const place = random.pick(DEMO_PLACES);
    const residential = random.next() < 0.8;
    const name = residential
      ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`
      : `${random.pick(BUSINESS_NAMES)} ${random.pick(BUSINESS_SUFFIXES)}`;
    const ddd = {
      SP: '11',
      RJ: '21',
      MG: '31',
      PR: '41',
      RS: '51',
      SC: '48',
      BA: '71',
      PE: '81',
      CE: '85',
      DF: '61',
      GO: '62',
    }[place.state];
    return {
      residential,
      name,
      federal_tax_id: residential ? cpfOf(random.digits(9)) : cnpjOf(random.digits(8)),
      phone: `${ddd}9${random.digits(8).join('')}`,
      email: residential
        ? `${name
            .split(' ')[0]
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}.${random.int(10, 999)}@exemplo.com.br`
        : null,
      zip: place.zip,
      street1: place.street1,
      number: String(random.int(1, 2500)),
      street2: random.next() < 0.3 ? `Apto ${random.int(11, 184)}` : null,
      neighborhood: place.neighborhood,
      city: place.city,
      state: place.state,
      country: 'BRA',
    };
  }

  /**
   * Walks the order to its planned status along the real path, a few hours to days apart, never in
   * the future, with the carrier's occurrences. Returns when its last step happened (epoch ms).
   */
  private advance(
    order: Order,
    companyId: string,
    status: OrderStatusId,
    createdAt: Date,
    now: number,
    random: Random,
  ): number {
    let at = createdAt.getTime();
    const later = (minHours: number, maxHours: number) =>
      new Date((at = Math.min(now - 60_000, at + random.int(minHours, maxHours) * HOUR)));
    const occurrence = (detail: Pick<OrderTrackingDetail, 'code' | 'description' | 'message'>, when = new Date(at)) =>
      order.registerTracking(companyId, { ...detail, occurred_at: when.toISOString(), source: 'carrier' }, null, when);
    if (status === 9) {
      order.cancel(companyId, 'user', later(1, 48));
      return at;
    }
    const path: OrderStatusId[] = [6, 3, 4, 5];
    for (const step of path.slice(0, status === 7 ? 2 : path.indexOf(status) + 1)) {
      if (step === 6) order.acceptPickup(companyId, later(4, 30));
      if (step === 3) {
        occurrence(COLLECTED, later(1, 6));
        order.move(companyId, 'markInTransit', 'superAdmin', later(2, 24));
        occurrence(IN_TRANSIT);
        if (random.next() < 0.2) occurrence(random.pick(TROUBLES), later(6, 30));
      }
      if (step === 4) {
        order.move(companyId, 'markOutForDelivery', 'superAdmin', later(24, 4 * 24));
        occurrence(OUT_FOR_DELIVERY);
      }
      if (step === 5) {
        order.move(companyId, 'markDelivered', 'superAdmin', later(2, 10));
        occurrence(DELIVERED);
      }
    }
    if (status === 7) {
      order.move(companyId, 'markInReturn', 'superAdmin', later(24, 72));
      occurrence(RETURNING);
    }
    return at;
  }

  /** The carrier's signed delivery receipt, as a merchant would attach it to a delivered order. */
  private async attachReceipt(order: Order, data: OrderData, companyId: string): Promise<void> {
    const pdf = await deliveryReceiptPdf({
      reference: data.reference,
      recipient: data.to_address,
      carrier: data.carrier?.name ?? null,
    });
    const path = await this.uploads.save(companyId, `comprovante-${data.reference}.pdf`, Readable.from([pdf]));
    order.addAttachment(companyId, {
      name: 'Comprovante de entrega',
      type: 'pdf',
      mime: 'application/pdf',
      path,
      shipment_reference: data.reference,
      created_at: new Date().toISOString(),
    });
    await this.repository.save(order, { companyId, userId: null, correlationId: randomUUID() });
  }

  /** A short exchange between the merchant and the provider's staff (badge). */
  private converse(order: Order, companyId: string, createdAt: Date, now: number): void {
    const at = (hours: number) => new Date(Math.min(now - 60_000, createdAt.getTime() + hours * HOUR)).toISOString();
    order.addIssue(companyId, {
      id: randomUUID(),
      message: 'O cliente pediu para confirmar o prazo de entrega.',
      user: DEMO_MERCHANT,
      staff: false,
      created_at: at(3),
    });
    order.addIssue(companyId, {
      id: randomUUID(),
      message: 'Confirmamos com a transportadora: prazo mantido.',
      user: DEMO_STAFF,
      staff: true,
      created_at: at(5),
    });
  }
}
