import { randomBytes } from 'node:crypto';
import { cpfOf } from '@despacho/domain';

/** A PUT /orders/{id} the stub received: the test's (and the demo's) evidence of a status pushed. */
export interface TrayStubUpdate {
  order_id: string;
  body: Record<string, unknown>;
  at: string;
}

/** One attempt to deliver a notification, as the stub logged it. */
export interface TrayStubAttempt {
  body: string;
  url: string;
  attempt: number;
  status: number | null;
}

/** The store-defined statuses of a fresh Tray store (names are the merchant's; ids are the store's). */
const STATUSES = [
  'A ENVIAR',
  'AGUARDANDO PAGAMENTO',
  'CANCELADO',
  'ENVIADO',
  'EM TRÂNSITO',
  'SAIU PARA ENTREGA',
  'ENTREGUE',
  'FINALIZADO',
  'EM SEPARAÇÃO',
  'PRONTO PARA RETIRADA',
  'AGUARDANDO ESTOQUE',
  'DEVOLVIDO',
].map((status, index) => ({ id: String(index + 1), status, show_backoffice: '1' }));

let sequence = 0;
const nextCpf = () =>
  cpfOf(
    String(100_000_000 + ((Date.now() + sequence++) % 800_000_000))
      .split('')
      .map(Number)
      .slice(0, 9),
  );

/**
 * The state of one stub Tray store: single-use codes, its tokens and their expiry, orders in the
 * shape of GET /orders/{id}/complete, products, statuses and the PUTs it received.
 */
export class TrayStore {
  readonly codes = new Map<string, boolean>();
  readonly orders = new Map<string, Record<string, unknown>>();
  readonly updates: TrayStubUpdate[] = [];
  readonly attempts: TrayStubAttempt[] = [];
  readonly statuses = STATUSES;
  readonly products = [
    {
      id: '101',
      reference: 'TENIS-38',
      name: 'Tênis Corrida 38',
      price: '249.90',
      weight: '900',
      length: '33',
      width: '22',
      height: '12',
    },
    {
      id: '102',
      reference: 'MOCHILA',
      name: 'Mochila Urbana',
      price: '189.00',
      weight: '700',
      length: '30',
      width: '15',
      height: '45',
    },
    {
      id: '103',
      reference: 'GARRAFA',
      name: 'Garrafa Térmica',
      price: '79.90',
      weight: '450',
      length: '8',
      width: '8',
      height: '26',
    },
  ];
  /** Variants (what is sold) of product 101: one per size, with their own SKU and measures. */
  readonly variants = [
    {
      id: '1011',
      product_id: '101',
      reference: 'TENIS-38',
      price: '249.90',
      weight: '900',
      length: '33',
      width: '22',
      height: '12',
    },
    {
      id: '1012',
      product_id: '101',
      reference: 'TENIS-40',
      price: '249.90',
      weight: '950',
      length: '34',
      width: '22',
      height: '12',
    },
  ];
  accessToken: string | null = null;
  accessExpiresAt = 0;
  refreshToken: string | null = null;
  refreshExpiresAt = 0;
  private nextOrderId = 5001;

  constructor(readonly storeId: string) {}

  issueCode(): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, false);
    return code;
  }

  /** New tokens, both rotated (as Tray's /auth and its refresh answer them). */
  issueTokens(accessTtlMs: number, refreshTtlMs: number): void {
    const now = Date.now();
    this.accessToken = `APP_ID-${randomBytes(20).toString('hex')}`;
    this.refreshToken = randomBytes(20).toString('hex');
    this.accessExpiresAt = now + accessTtlMs;
    this.refreshExpiresAt = now + refreshTtlMs;
  }

  /** A new order as GET /orders/{id}/complete shows it; `over` replaces top-level fields. */
  placeOrder(over: Record<string, unknown> = {}): Record<string, unknown> {
    const id = String(this.nextOrderId++);
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const order: Record<string, unknown> = {
      id,
      status: 'A ENVIAR',
      date: now.slice(0, 10),
      hour: now.slice(11),
      total: '579.70',
      partial_total: '499.80',
      shipment: 'Despacho',
      shipment_value: '79.90',
      delivery_time: '5',
      sending_code: '',
      sending_date: '0000-00-00',
      tracking_url: '',
      Customer: {
        id: '301',
        name: 'João Comprador',
        type: '0',
        cpf: nextCpf(),
        cnpj: '',
        email: 'joao.comprador@exemplo.test',
        phone: '(11) 3333-4444',
        cellphone: '(11) 98888-7777',
        CustomerAddresses: [
          {
            CustomerAddress: {
              id: '401',
              type: '1',
              recipient: 'João Comprador',
              address: 'Avenida Paulista',
              number: '1000',
              complement: 'conj. 51',
              neighborhood: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              zip_code: '01310-100',
              country: 'Brasil',
            },
          },
        ],
      },
      ProductsSold: [
        {
          ProductsSold: {
            id: '9001',
            product_id: '101',
            variant_id: '0',
            reference: 'TENIS-38',
            name: 'Tênis Corrida 38',
            ean: '',
            quantity: '2',
            price: '249.90',
            weight: '900',
            weight_cubic: '0',
            length: '33',
            width: '22',
            height: '12',
          },
        },
      ],
      OrderInvoice: [],
      ...over,
    };
    this.orders.set(id, order);
    return order;
  }
}
