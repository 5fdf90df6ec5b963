import { randomBytes } from 'node:crypto';
import { cpfOf } from '@despacho/domain';

/** A webhook the stub app registered (POST /webhooks). */
export interface StubWebhook {
  id: number;
  event: string;
  url: string;
  created_at: string;
}

/** What the stub received on /fulfill and /fulfillments: the test's (and the demo's) evidence. */
export interface StubFulfillment {
  order_id: number;
  kind: 'fulfill' | 'fulfillment';
  body: Record<string, unknown>;
  at: string;
}

/** One delivery attempt of a webhook, as the stub logged it. */
export interface StubDeliveryAttempt {
  event: string;
  url: string;
  body: string;
  attempt: number;
  status: number | null;
}

/** A variant to add (POST /_stub/products): Nuvemshop sends prices and measures as text. */
export interface StubVariant {
  sku: string | null;
  values?: string[];
  price: string;
  weight: string | null;
  width: string | null;
  height: string | null;
  depth: string | null;
}

let sequence = 0;
const nextCpfBase = () =>
  String(100_000_000 + ((Date.now() + sequence++) % 800_000_000))
    .split('')
    .map(Number);

/**
 * The state of one stub store: authorization codes (single use, 5 minutes), its non-expiring token,
 * orders in Nuvemshop's envelope, registered webhooks, and what came back as fulfillment.
 */
export class NuvemshopStore {
  readonly codes = new Map<string, { issuedAt: number; used: boolean }>();
  readonly webhooks: StubWebhook[] = [];
  readonly orders = new Map<number, Record<string, unknown>>();
  readonly fulfillments: StubFulfillment[] = [];
  readonly attempts: StubDeliveryAttempt[] = [];
  /** Products in Nuvemshop's envelope (GET /products), variants embedded; seeded with the demo's catalogue. */
  readonly products = new Map<number, Record<string, unknown>>();
  accessToken: string | null = null;
  private nextProductId = 777;
  private nextVariantId = 7_770_001;
  private nextOrderId: number;
  private nextNumber: number;

  /** `firstOrder`: where the order ids and numbers start (the demo's stub starts past its last run's). */
  constructor(
    readonly storeId: number,
    firstOrder: { id: number; number: number } = { id: 900_000_001, number: 1001 },
  ) {
    this.nextOrderId = firstOrder.id;
    this.nextNumber = firstOrder.number;
    this.addProduct('Camiseta', [
      {
        sku: 'CAMISETA-P',
        values: ['P'],
        price: '59.90',
        weight: '0.300',
        width: '20.00',
        height: '4.00',
        depth: '30.00',
      },
      {
        sku: 'CAMISETA-M',
        values: ['M'],
        price: '59.90',
        weight: '0.320',
        width: '22.00',
        height: '4.00',
        depth: '32.00',
      },
    ]);
    this.addProduct('Caneca', [
      { sku: 'CANECA', price: '70.00', weight: '0.600', width: '12.00', height: '12.00', depth: '12.00' },
    ]);
    this.addProduct('Adesivo', [
      { sku: 'ADESIVO', price: '5.00', weight: '0.000', width: null, height: null, depth: null },
    ]);
  }

  /**
   * A product as Nuvemshop's GET /products/{id} shows it: the name per language and one variant per
   * combination, each with its SKU, price (text), weight (kg) and dimensions (cm).
   */
  addProduct(name: string, variants: StubVariant[]): Record<string, unknown> {
    const id = this.nextProductId++;
    const now = new Date().toISOString();
    const product: Record<string, unknown> = {
      id,
      name: { pt: name },
      handle: { pt: name.toLowerCase().replace(/\W+/g, '-') },
      published: true,
      created_at: now,
      updated_at: now,
      variants: variants.map(({ values, ...variant }, position) => ({
        id: this.nextVariantId++,
        product_id: id,
        position: position + 1,
        stock_management: false,
        stock: null,
        promotional_price: null,
        barcode: null,
        created_at: now,
        updated_at: now,
        values: (values ?? []).map((value) => ({ pt: value })),
        ...variant,
      })),
    };
    this.products.set(id, product);
    return product;
  }

  issueCode(): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { issuedAt: Date.now(), used: false });
    return code;
  }

  /** A new order as Nuvemshop's GET /orders/{id} shows it; `over` replaces top-level fields. */
  placeOrder(over: Record<string, unknown> = {}): Record<string, unknown> {
    const id = this.nextOrderId++;
    const number = this.nextNumber++;
    const now = new Date().toISOString();
    const order: Record<string, unknown> = {
      id,
      number,
      token: randomBytes(8).toString('hex'),
      store_id: String(this.storeId),
      status: 'open',
      payment_status: 'paid',
      shipping_status: 'unpacked',
      currency: 'BRL',
      total: '189.80',
      weight: '1.200',
      created_at: now,
      updated_at: now,
      customer: {
        id: 5001,
        name: 'Maria Cliente',
        email: 'maria.cliente@exemplo.test',
        identification: cpfOf(nextCpfBase().slice(0, 9)),
        phone: '+5511987654321',
      },
      shipping_address: {
        name: 'Maria Cliente',
        address: 'Rua Augusta',
        number: '1500',
        floor: 'apto 12',
        locality: 'Consolação',
        city: 'São Paulo',
        province: 'São Paulo',
        zipcode: '01304-001',
        country: 'BR',
        phone: '+5511987654321',
      },
      shipping_option: 'Despacho',
      shipping_option_code: 'despacho-standard',
      products: [
        {
          id: 1,
          product_id: 777,
          variant_id: 7771,
          sku: 'CAMISETA-P',
          name: 'Camiseta (P)',
          price: '59.90',
          quantity: 2,
          weight: '0.300',
          width: '20.00',
          height: '4.00',
          depth: '30.00',
        },
        {
          id: 2,
          product_id: 778,
          variant_id: 7781,
          sku: 'CANECA',
          name: 'Caneca',
          price: '70.00',
          quantity: 1,
          weight: '0.600',
          width: '12.00',
          height: '12.00',
          depth: '12.00',
        },
      ],
      ...over,
    };
    this.orders.set(id, order);
    return order;
  }
}
