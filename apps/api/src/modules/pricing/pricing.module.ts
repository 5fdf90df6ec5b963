import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { ActiveTableCommand } from './commands/active-table/active-table.command.js';
import { ActiveTableHandler } from './commands/active-table/active-table.handler.js';
import { TableStatusPayload } from './commands/active-table/table-status.payload.js';
import { ImportFreightTableHandler } from './commands/import-freight-table/import-freight-table.handler.js';
import { InactiveTableCommand } from './commands/inactive-table/inactive-table.command.js';
import { InactiveTableHandler } from './commands/inactive-table/inactive-table.handler.js';
import { PricingController } from './http/pricing.controller.js';
import { FreightTablesProjection } from './projections/freight-tables.projection.js';
import { PricingChangedNotifier } from './projections/pricing-changed.notifier.js';
import { ListFreightTablesHandler } from './queries/list-freight-tables/list-freight-tables.handler.js';
import { ListQuotationLogsHandler } from './queries/list-quotation-logs/list-quotation-logs.handler.js';
import { PricingIndex } from './quotes/pricing-index.js';
import { QuoteFreightHandler } from './quotes/quote-freight.handler.js';
import { DemoPricing } from './seed/demo-pricing.js';

const commandHandlers = [ImportFreightTableHandler, ActiveTableHandler, InactiveTableHandler];
const queryHandlers = [ListFreightTablesHandler, ListQuotationLogsHandler, QuoteFreightHandler];
const projections = [FreightTablesProjection, PricingChangedNotifier];
const settingsAdmin = { area: 'settings', admin: true } as const;

/** Pricing: freight tables, freight rules, the quote engine's index, quotes and their history. */
@Module({
  controllers: [PricingController],
  providers: [...commandHandlers, ...queryHandlers, ...projections, PricingIndex, DemoPricing],
  exports: [DemoPricing, PricingIndex],
})
export class PricingModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly tables: FreightTablesProjection,
    private readonly notifier: PricingChangedNotifier,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.tables, this.notifier);
    this.actions.register(
      { action: 'ActiveTable', payload: TableStatusPayload, access: settingsAdmin, command: ActiveTableCommand },
      { action: 'InactiveTable', payload: TableStatusPayload, access: settingsAdmin, command: InactiveTableCommand },
    );
  }
}
