import { randomBytes } from 'node:crypto';
import { cpfOf } from '@despacho/domain';

type Json = Record<string, unknown>;

/** One notification POST the stub made (ML's pointer), with its outcome. */
export interface StubNotificationAttempt {
  topic: string;
  resource: string;
  attempt: number;
  status: number | null;
  /** How long the receiver took; over 500 ms counts as a failure, as at ML. */
  ms: number | null;
}

/** What came to POST /shipments/{id}/seller_notifications: the test's and the demo's evidence. */
export interface StubSellerNotification {
  shipment_id: number;
  body: Json;
  at: string;
}

let sequence = 0;
const nextCpfBase = () =>
  String(100_000_000 + ((Date.now() + sequence++) % 800_000_000))
    .split('')
    .map(Number);
const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/** The seller's listings the stub starts with: ME1 items carry "HxWxL,grams" (CHANNELS.md §3, M7). */
const CATALOGUE: { title: string; sku: string; price: number; dimensions: string }[] = [
  { title: 'Luminária de mesa articulada', sku: 'LUMINARIA-01', price: 129.9, dimensions: '15x20x45,1200' },
  { title: 'Kit 3 potes herméticos', sku: 'POTES-3', price: 59.9, dimensions: '12x18x18,800' },
  { title: 'Tapete de yoga 6 mm', sku: 'YOGA-6', price: 89, dimensions: '12x12x62,1100' },
];

/**
 * One stub seller: authorization codes (single use, 10 minutes), the access token (6 h) and its
 * single-use refresh token, items, orders and their ME1 shipments in ML's envelopes, the buyers'
 * billing info, and what was reported back through seller_notifications.
 */
export class MercadoLivreStore {
  readonly codes = new Map<string, { issuedAt: number; used: boolean }>();
  readonly accessTokens = new Map<string, number>();
  readonly refreshTokens = new Map<string, { used: boolean }>();
  readonly items = new Map<string, Json>();
  readonly orders = new Map<number, Json>();
  readonly shipments = new Map<number, Json>();
  readonly billing = new Map<number, Json>();
  readonly sellerNotifications: StubSellerNotification[] = [];
  readonly attempts: StubNotificationAttempt[] = [];
  /** Notifications ML gave up on: GET /missed_feeds. */
  readonly missedFeeds: Json[] = [];
  private nextOrderId = 2_000_000_001;
  private nextShipmentId = 41_000_000_001;
  private nextBillingId = 9_001;
  private nextItem = 1;

  constructor(readonly userId: number) {
    for (const item of CATALOGUE) this.addItem(item);
  }

  issueCode(): string {
    const code = token('TG');
    this.codes.set(code, { issuedAt: Date.now(), used: false });
    return code;
  }

  /** A new token pair: the access token lives `ttlSeconds`, the refresh token is good for one refresh. */
  issueTokens(ttlSeconds: number): { access_token: string; refresh_token: string } {
    const access = `APP_USR-${this.userId}-${randomBytes(12).toString('hex')}`;
    const refresh = token('TG');
    this.accessTokens.set(access, Date.now() + ttlSeconds * 1000);
    this.refreshTokens.set(refresh, { used: false });
    return { access_token: access, refresh_token: refresh };
  }

  validToken(access: string): boolean {
    return (this.accessTokens.get(access) ?? 0) > Date.now();
  }

  addItem(item: { title: string; sku: string; price: number; dimensions: string }): Json {
    const id = `MLB${3_000_000_000 + this.nextItem++}`;
    const listing: Json = {
      id,
      site_id: 'MLB',
      title: item.title,
      seller_id: this.userId,
      category_id: 'MLB1234',
      price: item.price,
      currency_id: 'BRL',
      available_quantity: 10,
      status: 'active',
      seller_custom_field: item.sku,
      attributes: [{ id: 'SELLER_SKU', name: 'SKU', value_name: item.sku }],
      shipping: { mode: 'me1', local_pick_up: false, free_shipping: false, dimensions: item.dimensions },
    };
    this.items.set(id, listing);
    return listing;
  }

  /** A paid order of the first catalogue item, its ME1 shipment and the buyer's billing info; `over` replaces order fields. */
  placeOrder(over: Json = {}): Json {
    const id = this.nextOrderId++;
    const shipmentId = this.nextShipmentId++;
    const billingId = this.nextBillingId++;
    const now = new Date().toISOString();
    const [item] = this.items.values();
    const quantity = 2;
    const unitPrice = Number(item.price);
    const order: Json = {
      id,
      status: 'paid',
      status_detail: null,
      date_created: now,
      date_closed: now,
      last_updated: now,
      currency_id: 'BRL',
      total_amount: unitPrice * quantity,
      paid_amount: unitPrice * quantity,
      order_items: [
        {
          item: {
            id: item.id,
            title: item.title,
            category_id: item.category_id,
            variation_id: null,
            seller_custom_field: item.seller_custom_field,
            seller_sku: item.seller_custom_field,
          },
          quantity,
          unit_price: unitPrice,
          full_unit_price: unitPrice,
          currency_id: 'BRL',
        },
      ],
      buyer: { id: 77_000_001, nickname: 'JOAOCOMPRADOR', billing_info: { id: billingId } },
      seller: { id: this.userId },
      shipping: { id: shipmentId },
      pack_id: null,
      tags: ['paid', 'not_delivered'],
      context: { channel: 'marketplace', site: 'MLB' },
      ...over,
    };
    this.orders.set(id, order);
    this.shipments.set(shipmentId, {
      id: shipmentId,
      order_id: id,
      status: 'ready_to_ship',
      substatus: null,
      tracking_number: null,
      tracking_method: null,
      mode: 'me1',
      logistic: { mode: 'me1', type: 'default', direction: 'forward' },
      dimensions: { height: 15, width: 20, length: 45, weight: 2400 },
      destination: {
        type: 'buyer',
        receiver_id: 77_000_001,
        receiver_name: 'João Comprador',
        // ML fills receiver_phone for the custom mode only; the stub sends one so the demo order is complete.
        receiver_phone: '5511912345678',
        shipping_address: {
          address_line: 'Avenida Paulista 1000',
          street_name: 'Avenida Paulista',
          street_number: '1000',
          comment: 'Sala 5',
          zip_code: '01310100',
          city: { id: 'BR-SP-44', name: 'São Paulo' },
          state: { id: 'BR-SP', name: 'São Paulo' },
          neighborhood: { id: null, name: 'Bela Vista' },
          country: { id: 'BR', name: 'Brasil' },
        },
      },
      date_created: now,
      last_updated: now,
    });
    this.billing.set(billingId, {
      site_id: 'MLB',
      buyer: {
        cust_id: 77_000_001,
        billing_info: {
          name: 'João',
          last_name: 'Comprador',
          identification: { type: 'CPF', number: cpfOf(nextCpfBase().slice(0, 9)) },
        },
      },
    });
    return order;
  }
}
