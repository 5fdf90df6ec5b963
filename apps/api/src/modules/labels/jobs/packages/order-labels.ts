import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@despacho/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { systemActor } from '../../../../platform/commands/system-actor.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { CommandContext } from '../../../../platform/event-store/stored-event.js';
import { CarrierApiError } from '../../../carrier-integrations/index.js';
import type { PostingRequest } from '../../../carrier-integrations/index.js';
import { SetTrackingNumberCommand } from '../../../orders/index.js';
import { LabelFiles } from '../../adapters/files/label-files.js';
import { LabelHistory } from '../../events/label-history.js';
import { renderLabelsPdf } from '../../adapters/render/label-pdf.js';
import { renderLabelsZpl } from '../../adapters/render/label-zpl.js';
import { DEFAULT_CORREIOS_SERVICE, labelDataOf } from './label-data-of.js';
import { type LabelOrder, LabelOrders, type LabelPackage, LabelRefusal } from './label-order.js';
import { type LabelRow, LabelRows } from './label-rows.js';
import { type PostingConnection, PostingConnections } from './posting-connections.js';

/** How long the carrier's asynchronous label may take, and how often it is asked for. */
export const CARRIER_LABEL_WAIT_MS = 60_000;
const CARRIER_LABEL_POLL_MS = [1000, 1000, 2000, 3000, 5000];
/** How often a package another worker holds is looked at again. */
const HELD_POLL_MS = 250;

/** Tries of a carrier call the carrier throttled or could not answer, and the longest wait between them. */
const CARRIER_TRIES = 3;
const MAX_CARRIER_WAIT_MS = 5000;

/** A carrier call again after a 429 or a 5xx/timeout (prePost is idempotent by its key, so it may be repeated). */
async function withCarrierRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const passing = error instanceof CarrierApiError && (error.kind === 'throttled' || error.kind === 'unavailable');
      if (!passing || attempt >= CARRIER_TRIES) throw error;
      await sleep(Math.min(MAX_CARRIER_WAIT_MS, error.retryAfterMs ?? 1000 * attempt));
    }
  }
}

/** The pt-BR reason a package failed: the carrier's words, our refusals, or a generic one (logged). */
function reasonOf(error: unknown): string | null {
  if (error instanceof CarrierApiError || error instanceof LabelRefusal) return error.message;
  if (error instanceof DomainError) return error.message;
  return null;
}

/**
 * One order's labels: a label row per package, each claimed before its carrier is called
 * (pre-posting with its idempotency key `{shipment_id}:{n}`), the code set as the volume's tracking
 * number (its first package), the carrier's PDF (Correios, asynchronous) or ours, and our ZPL, both
 * stored. A package already ready is returned as it is: generating again calls no carrier.
 */
@Injectable()
export class OrderLabels {
  private readonly logger = new Logger(OrderLabels.name);

  constructor(
    private readonly orders: LabelOrders,
    private readonly rows: LabelRows,
    private readonly connections: PostingConnections,
    private readonly files: LabelFiles,
    private readonly history: LabelHistory,
    private readonly dispatcher: CommandDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the order's live rows; throws LabelRefusal with the (first) reason a package failed. */
  async generate(companyId: string, orderId: string, context: CommandContext): Promise<LabelRow[]> {
    const order = await this.orders.load(companyId, orderId);
    if (!order) throw new LabelRefusal('Pedido não encontrado.');
    const byCarrier = new Map<string, PostingConnection | null>();
    for (const pack of order.packages) {
      if (!byCarrier.has(pack.carrier.id))
        byCarrier.set(pack.carrier.id, await this.connections.forCarrier(companyId, pack.carrier.id));
    }
    const connectionOf = (pack: LabelPackage) => byCarrier.get(pack.carrier.id) ?? null;
    const rows = await this.rows.ensure(companyId, orderId, order.packages, (pack) => {
      const connection = connectionOf(pack);
      return connection && { id: connection.id, connector_id: connection.connector.id };
    });
    let firstFailure: string | null = null;
    for (const row of rows) {
      if (row.state === 'ready') continue;
      const pack = order.packages.find((p) => p.shipment_id === row.shipment_id && p.n === row.n);
      if (!pack) continue;
      const connection = row.company_channel_id ? await this.connections.byId(companyId, row.company_channel_id) : null;
      const failure = await this.package(order, pack, row.id, connection, context);
      firstFailure ??= failure;
    }
    if (firstFailure) throw new LabelRefusal(firstFailure);
    return this.rows.live(companyId, orderId);
  }

  /** One package, once claimed (another worker's package is waited for); answers its failure or null. */
  private async package(
    order: LabelOrder,
    pack: LabelPackage,
    rowId: string,
    connection: PostingConnection | null,
    context: CommandContext,
  ): Promise<string | null> {
    const lease = this.leaseMs();
    let row: LabelRow | null;
    for (;;) {
      row = await this.rows.claim(rowId, lease);
      if (row) break;
      const now = await this.rows.read(rowId);
      if (!now || now.state === 'voiding' || now.state === 'voided') return 'A etiqueta foi cancelada.';
      if (now.state === 'ready') return null;
      await sleep(HELD_POLL_MS);
    }
    try {
      await this.make(order, pack, row, connection, lease, context);
      return null;
    } catch (error) {
      const reason = reasonOf(error);
      if (!reason) this.logger.error(`Etiqueta ${row.id} do pedido ${order.id}: ${(error as Error).stack}`);
      const message = reason ?? 'Erro inesperado ao gerar a etiqueta; tente de novo.';
      await this.rows.failed(row.id, message);
      return `Volume ${pack.package_no}/${pack.package_of}: ${message}`;
    }
  }

  private async make(
    order: LabelOrder,
    pack: LabelPackage,
    row: LabelRow,
    connection: PostingConnection | null,
    lease: number,
    context: CommandContext,
  ): Promise<void> {
    let { posting_id, tracking_number } = row;
    if (connection && !posting_id) {
      const request = this.request(order, pack);
      const posted = await withCarrierRetry(() => connection.connector.posting.prePost(connection.context, request));
      ({ posting_id, tracking_number } = posted);
      await this.rows.progress(row.id, { posting_id, tracking_number }, lease);
    }
    if (tracking_number && pack.n === 1 && pack.tracking_number !== tracking_number) {
      await this.dispatcher.dispatch(
        new SetTrackingNumberCommand(
          { order_id: order.id, shipment_id: pack.shipment_id, tracking_number },
          systemActor(order.company_id, 'Etiquetas'),
          context,
        ),
      );
    }
    const correios =
      connection?.connector.slug === 'correios'
        ? {
            posting_card: connection.context.credentials.cartao_postagem ?? '',
            service_code: connection.context.credentials.codigo_servico || DEFAULT_CORREIOS_SERVICE,
          }
        : null;
    const data = labelDataOf(order, pack, { tracking_number, correios });
    const pdf =
      connection && posting_id && connection.connector.posting.requestLabel
        ? await this.carrierPdf(connection, row, posting_id, lease)
        : await renderLabelsPdf([data]);
    const keys = this.files.keysOf(order.company_id, row);
    await this.files.store(keys, pdf, renderLabelsZpl([data]));
    await this.rows.ready(row.id, keys);
    await this.history.generated(
      row.id,
      {
        order_id: order.id,
        shipment_id: pack.shipment_id,
        n: pack.n,
        company_channel_id: connection?.id ?? null,
        posting_id,
        tracking_number,
      },
      context,
    );
  }

  /** The carrier's own PDF: a receipt asked for once (kept on the row), then downloaded when ready. */
  private async carrierPdf(connection: PostingConnection, row: LabelRow, postingId: string, lease: number) {
    const posting = connection.connector.posting;
    let receipt = row.label_receipt;
    if (!receipt) {
      receipt = await withCarrierRetry(() => posting.requestLabel!(connection.context, [postingId]));
      await this.rows.progress(row.id, { label_receipt: receipt }, lease);
    }
    const deadline = Date.now() + CARRIER_LABEL_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const asked = receipt;
      const download = await withCarrierRetry(() => posting.downloadLabel!(connection.context, asked));
      if (download.ready) return download.pdf;
      if (Date.now() > deadline)
        throw new LabelRefusal(`${connection.connector.name}: a etiqueta não ficou pronta a tempo; gere de novo.`);
      await this.rows.progress(row.id, {}, lease);
      await sleep(CARRIER_LABEL_POLL_MS[Math.min(attempt, CARRIER_LABEL_POLL_MS.length - 1)]);
    }
  }

  private request(order: LabelOrder, pack: LabelPackage): PostingRequest {
    return {
      idempotency_key: `${pack.shipment_id}:${pack.n}`,
      order_reference: order.reference,
      service_code: null,
      sender: pack.sender,
      recipient: order.recipient,
      invoice: { number: order.invoice.number, series: null, key: order.invoice.key, value: order.invoice.value },
      package: {
        n: pack.package_no,
        of: pack.package_of,
        weight_kg: pack.weight_kg,
        height_cm: pack.height_cm,
        width_cm: pack.width_cm,
        length_cm: pack.length_cm,
        declared_value: pack.declared_value,
        content: pack.content,
      },
    };
  }

  /**
   * A package's lease, renewed at each step: longer than a carrier call (with its retries) and than a
   * job's lock, so a dead worker's package is taken over about when its job is.
   */
  private leaseMs(): number {
    return Math.max(this.config.jobLockMs, 3 * this.config.carriers.timeoutMs);
  }
}
