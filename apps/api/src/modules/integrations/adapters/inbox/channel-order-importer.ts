import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../platform/auth/actor.js';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { systemActor, systemContext } from '../../../../platform/commands/system-actor.js';
import { Conflict, DomainError } from '../../../../platform/errors/domain-errors.js';
import { readPayload } from '../../../../platform/http/validation.js';
import { CancelOrderCommand } from '../../../orders/index.js';
import { NewOrderCommand } from '../../../orders/index.js';
import { NewOrderPayload, orderFromChannel } from '../../../orders/index.js';
import { defaultDistributionCenter } from '../../../catalog/index.js';
import { productsWithReferences, type ProductSummary } from '../../../products/index.js';
import { ChannelAdapters } from '../channel-adapters.js';
import { ToggleIntegrationCommand } from '../../commands/toggle-integration/toggle-integration.command.js';
import type { ChannelOrder } from '../channel-adapter.js';
import { channelEntry } from '../../queries/catalogue/channel-catalogue.js';
import { originFilter, outsideFilters } from '../../queries/catalogue/order-filters.js';
import { CompanyChannelRows, type CompanyChannelRow } from '../../queries/company-channel-rows.js';
import { ChannelConnections } from '../tokens/channel-connections.js';
import { ChannelDeliveries, type ChannelDelivery } from './channel-deliveries.js';
import { WebhookRefusals } from './webhook-refusals.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Failures no retry can fix (a recipient without CPF, no CD): the delivery fails with the reason at once. */
class Unprocessable extends Error {}

/** Nuvemshop's and Tray's order/* events, and Mercado Livre's orders_v2 (one topic for every change of an order). */
const ORDER_TOPICS = /^(order\/|orders_v2$)/;
/** The merchant removed the app in the store: its token no longer works. */
const UNINSTALLED = 'app/uninstalled';

/**
 * A stored webhook becomes a Despacho order: the order is read from the channel (the webhook is only
 * a pointer) and sent through NewOrder like a typed one, so it is validated and quoted the same way.
 * Idempotent by channel order id (channel_orders), however often the channel repeats itself; two
 * deliveries racing for one order meet at the order reference's unique index.
 */
@Injectable()
export class ChannelOrderImporter {
  constructor(
    private readonly deliveries: ChannelDeliveries,
    private readonly integrations: CompanyChannelRows,
    private readonly adapters: ChannelAdapters,
    private readonly connections: ChannelConnections,
    private readonly commands: CommandDispatcher,
    private readonly db: DataSource,
    private readonly refusals: WebhookRefusals,
  ) {}

  /** `sourceIp`: where the delivery came from, counted against if the channel disowns it. */
  async process(deliveryId: string, sourceIp: string | null = null): Promise<void> {
    const delivery = await this.deliveries.claim(deliveryId);
    if (!delivery) return;
    try {
      const integration = delivery.company_channel_id
        ? await this.integrations.byId(delivery.company_channel_id)
        : null;
      if (!integration) throw new Unprocessable('Integração removida.');
      if (delivery.company_id === null && !(await this.confirm(delivery, integration, sourceIp))) return;
      if (delivery.topic === UNINSTALLED) {
        await this.disable(integration);
        await this.deliveries.settle(deliveryId, 'processed', 'Aplicativo desinstalado na loja: integração inativa.');
        return;
      }
      if (!integration.enabled) throw new Unprocessable('Pedido não importado: a integração está desativada.');
      if (!ORDER_TOPICS.test(delivery.topic) || !delivery.resource_id) {
        await this.deliveries.settle(deliveryId, 'processed', `Evento ${delivery.topic} ignorado.`);
        return;
      }
      const result = await this.importOrder(integration, delivery.resource_id, delivery.topic);
      await this.deliveries.settle(deliveryId, 'processed', result.note, result.orderId);
    } catch (error) {
      if (error instanceof Unprocessable || (error instanceof DomainError && error.kind !== 'unavailable')) {
        await this.deliveries.settle(deliveryId, 'failed', error.message);
        return;
      }
      throw error; // the channel or the database failed: BullMQ retries, then gaveUp logs it
    }
  }

  /**
   * An unsigned delivery (Mercado Livre) is trusted only once the channel, asked with the seller's
   * token, knows its resource: then it joins the company's log; otherwise it is deleted and counted
   * as a forged delivery from its address.
   */
  private async confirm(
    delivery: ChannelDelivery,
    integration: CompanyChannelRow,
    sourceIp: string | null,
  ): Promise<boolean> {
    const notice = {
      storeId: integration.store_id ?? '',
      topic: delivery.topic,
      resourceId: delivery.resource_id ?? '',
    };
    const genuine = await this.connections.use(
      integration,
      (connection, adapter) => adapter.confirmNotice?.(connection, notice) ?? Promise.resolve(false),
    );
    if (genuine) await this.deliveries.vouch(delivery.id, integration.company_id);
    else {
      await this.deliveries.discard(delivery.id);
      await this.refusals.count(
        channelEntry(integration.channel_id)?.layout ?? String(integration.channel_id),
        sourceIp,
        `o canal não conhece ${delivery.topic} ${notice.resourceId} da loja ${notice.storeId}.`,
      );
    }
    return genuine;
  }

  private async importOrder(
    integration: CompanyChannelRow,
    channelOrderId: string,
    topic: string,
  ): Promise<{ orderId: string | null; note: string | null }> {
    const known = await this.mappedOrder(integration.id, channelOrderId);
    if (known && !this.adapters.of(integration.channel_id).rereadTopics.includes(topic))
      return { orderId: known, note: 'Pedido já importado.' };
    const order = await this.connections.use(integration, (connection, adapter) =>
      adapter.readOrder(connection, channelOrderId),
    );
    if (known)
      return { orderId: known, note: order.cancelled ? await this.cancel(integration, known) : 'Pedido já importado.' };
    if (order.cancelled) return { orderId: null, note: 'Pedido cancelado no canal: não importado.' };
    const outside = outsideFilters(order, integration.filter_map ?? {});
    if (outside) return { orderId: null, note: `Pedido fora dos filtros da integração (${outside}): não importado.` };
    const payload = await readPayload(NewOrderPayload, await this.newOrderOf(integration, order));
    const orderId = await this.create(integration, payload, order);
    await runSql(
      this.db,
      sql`INSERT INTO channel_orders (company_channel_id, channel_order_id, company_id, order_id) VALUES (${integration.id}, ${channelOrderId}, ${integration.company_id}, ${orderId}) ON CONFLICT DO NOTHING`,
    );
    return { orderId, note: null };
  }

  /** The channel cancelled an imported order: so does Despacho, unless it can no longer (the reason is logged). */
  private async cancel(integration: CompanyChannelRow, orderId: string): Promise<string> {
    try {
      await this.commands.dispatch(
        new CancelOrderCommand({ id: orderId }, this.actorOf(integration), systemContext(integration.company_id)),
      );
      return 'Pedido cancelado no canal e na Despacho.';
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'unavailable')
        return `Pedido cancelado no canal; na Despacho: ${error.message}`;
      throw error;
    }
  }

  private async disable(integration: CompanyChannelRow): Promise<void> {
    const payload = { id: integration.id, enable: false };
    await this.commands.dispatch(
      new ToggleIntegrationCommand(payload, this.actorOf(integration), systemContext(integration.company_id)),
    );
  }

  /** The integration writes on its company's behalf (its id stands for the user). */
  private actorOf(integration: CompanyChannelRow): Actor {
    return systemActor(integration.company_id, integration.name, integration.id);
  }

  private async mappedOrder(integrationId: string, channelOrderId: string): Promise<string | null> {
    const [row] = await runSql(
      this.db,
      sql`SELECT order_id FROM channel_orders WHERE company_channel_id = ${integrationId} AND channel_order_id = ${channelOrderId}`,
    );
    return row?.order_id ?? null;
  }

  /** NewOrder as the integration (its id stands for the user): a conflict on the reference is this same order created by a racing delivery. */
  private async create(integration: CompanyChannelRow, payload: NewOrderPayload, order: ChannelOrder): Promise<string> {
    try {
      const created = await this.commands.dispatch(
        new NewOrderCommand(payload, this.actorOf(integration), systemContext(integration.company_id)),
      );
      return created.id;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      const same = await orderFromChannel(this.db, integration.company_id, payload.reference, {
        channelId: integration.channel_id,
        channelOrderId: order.id,
      });
      if (!same)
        throw new Unprocessable(
          `${error.message} (pedido ${payload.reference} já existe na Despacho e não veio deste canal).`,
        );
      return same.id;
    }
  }

  /** The NewOrder payload: the company's first CD as origin, measures from the channel or else the product's. */
  private async newOrderOf(integration: CompanyChannelRow, order: ChannelOrder): Promise<Record<string, unknown>> {
    // The filters' CD if one was chosen (and still exists), else the company's first.
    const center = await defaultDistributionCenter(
      this.db,
      integration.company_id,
      originFilter(integration.filter_map ?? {}),
    );
    if (!center) throw new Unprocessable('Cadastre um centro de distribuição para receber pedidos dos canais.');
    const products = await this.productsOf(integration.company_id, order.items);
    const shipments = order.items.map((item) => shipmentOf(item, products));
    const document = order.customer.document;
    return {
      reference: order.number,
      from_cd_reference: center.reference,
      to_address: {
        residential: document.length !== 14,
        name: order.customer.name,
        federal_tax_id: document,
        phone: order.customer.phone,
        email: order.customer.email,
        zip: order.address.zip,
        street1: order.address.street,
        number: order.address.number,
        street2: order.address.complement,
        neighborhood: order.address.neighborhood,
        city: order.address.city,
        state: order.address.state,
        country: 'BRA',
      },
      shipments,
      property: {
        channel: channelEntry(integration.channel_id)?.name ?? null,
        channel_id: integration.channel_id,
        channel_entity_id: order.number,
        marketplace: integration.name,
        marketplace_order_number: order.id,
      },
    };
  }

  /** The company's products of the items that lack measures in the channel, by lower-cased SKU: one query per order. */
  private async productsOf(companyId: string, items: ChannelItem[]): Promise<Map<string, ProductSummary>> {
    const skus = items.flatMap((item) => (!measured(item) && item.sku ? [item.sku] : []));
    const products = skus.length ? await productsWithReferences(this.db, companyId, skus) : [];
    return new Map(products.map((product) => [product.reference.toLowerCase(), product]));
  }
}

type ChannelItem = ChannelOrder['items'][number];

type Measured = ChannelItem & Record<'weight' | 'width' | 'height' | 'depth', number>;

const measured = (item: ChannelItem): item is Measured =>
  Boolean(item.weight && item.width && item.height && item.depth);

/** A volume of the item: the channel's measures, else its product's (by SKU). */
function shipmentOf(item: ChannelItem, products: Map<string, ProductSummary>): Record<string, unknown> {
  const cargoValue = Math.round(item.price * item.quantity * 100) / 100;
  if (measured(item)) {
    return {
      reference: item.sku,
      quantity: item.quantity,
      width: item.width / 100,
      height: item.height / 100,
      length: item.depth / 100,
      weight: item.weight,
      cargo_value: cargoValue,
    };
  }
  const product = item.sku ? products.get(item.sku.toLowerCase()) : undefined;
  if (!product)
    throw new Unprocessable(
      `O item ${item.sku ?? item.name} não tem peso e medidas no canal nem um produto com esse SKU na Despacho.`,
    );
  return {
    reference: item.sku,
    quantity: item.quantity,
    width: product.width,
    height: product.height,
    length: product.length,
    weight: product.weight,
    cargo_value: cargoValue,
  };
}
