import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { orderNotFound } from '../../domain/order.errors.js';
import { OrderQuoting } from '../quoting/order-quoting.js';
import { OrderChanger } from '../shared/order-changer.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { quotedCarrierChange } from '../shared/quoted-carrier-change.js';
import { ChangeShipmentCarrierCommand } from './change-shipment-carrier.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** One volume (of a multi-origin or drop-shipping order) goes with the chosen quote's carrier, quoted for that volume alone. */
@CommandHandler(ChangeShipmentCarrierCommand)
export class ChangeShipmentCarrierHandler implements ICommandHandler<ChangeShipmentCarrierCommand> {
  constructor(
    private readonly orders: OrderChanger,
    private readonly resolver: OrderDataResolver,
    private readonly db: DataSource,
    private readonly quoting: OrderQuoting,
  ) {}

  async execute({ payload, actor, context }: ChangeShipmentCarrierCommand): Promise<OrderCommandResult> {
    const carrier = await this.resolver.carrier(actor.companyId, payload.carrier_id);
    const [row] = await runSql(
      this.db,
      sql`SELECT id FROM orders WHERE company_id = ${actor.companyId} AND shipments @> jsonb_build_array(jsonb_build_object('id', ${payload.shipment_id}::text))`,
    );
    if (!row) throw orderNotFound();
    const choice = { carrier, estimated_cost: payload.estimated_cost ?? null, shipment_id: payload.shipment_id };
    const id = await this.orders.change(actor.companyId, { id: row.id }, context, async (order) => {
      const at = new Date();
      order.changeCarrier(
        actor.companyId,
        await quotedCarrierChange(this.quoting, actor.companyId, order, choice, at),
        at,
      );
    });
    return { id, message: 'Transportadora alterada com sucesso' };
  }
}
