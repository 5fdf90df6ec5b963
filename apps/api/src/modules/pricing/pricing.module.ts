import { Module, type OnModuleInit } from '@nestjs/common';
import { BackgroundTaskTypes } from '../../platform/background-tasks/background-task-types.js';
import { BackgroundTasksModule } from '../../platform/background-tasks/background-tasks.module.js';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { GeoModule } from '../geo/index.js';
import { ActiveTableCommand } from './commands/active-table/active-table.command.js';
import { ActiveTableHandler } from './commands/active-table/active-table.handler.js';
import { TableStatusPayload } from './commands/active-table/table-status.payload.js';
import { DeleteFreightRuleCommand } from './commands/delete-freight-rule/delete-freight-rule.command.js';
import { DeleteFreightRuleHandler } from './commands/delete-freight-rule/delete-freight-rule.handler.js';
import { EditFreightRuleCommand } from './commands/edit-freight-rule/edit-freight-rule.command.js';
import { EditFreightRuleHandler } from './commands/edit-freight-rule/edit-freight-rule.handler.js';
import { EditFreightRulePayload } from './commands/edit-freight-rule/edit-freight-rule.payload.js';
import { ImportFreightTableHandler } from './commands/import-freight-table/import-freight-table.handler.js';
import { InactiveTableCommand } from './commands/inactive-table/inactive-table.command.js';
import { InactiveTableHandler } from './commands/inactive-table/inactive-table.handler.js';
import { NewFreightRuleCommand } from './commands/new-freight-rule/new-freight-rule.command.js';
import { NewFreightRuleHandler } from './commands/new-freight-rule/new-freight-rule.handler.js';
import { ReuseFreightTableHandler } from './commands/reuse-freight-table/reuse-freight-table.handler.js';
import { NewFreightTableCommand } from './commands/new-freight-table/new-freight-table.command.js';
import { NewFreightTableHandler } from './commands/new-freight-table/new-freight-table.handler.js';
import { NewFreightTablePayload } from './commands/new-freight-table/new-freight-table.payload.js';
import { RefreshCacheHandler } from './commands/refresh-cache/refresh-cache.handler.js';
import { FreightRuleIdPayload } from './commands/shared-freight-rule/freight-rule-id.payload.js';
import { FreightRuleOverlaps } from './commands/shared-freight-rule/freight-rule-overlaps.js';
import { FreightRuleReferences } from './commands/shared-freight-rule/freight-rule-references.js';
import { FreightRulePayload } from './commands/shared-freight-rule/freight-rule.payload.js';
import { SynchronizeQuotationCommand } from './commands/synchronize-quotation/synchronize-quotation.command.js';
import { SynchronizeQuotationHandler } from './commands/synchronize-quotation/synchronize-quotation.handler.js';
import { SynchronizeQuotationPayload } from './commands/synchronize-quotation/synchronize-quotation.payload.js';
import { ToggleFreightRuleCommand } from './commands/toggle-freight-rule/toggle-freight-rule.command.js';
import { ContingencyTableQueue } from './jobs/contingency-table.job.js';
import { ContingencyTableRunner } from './jobs/contingency-table.runner.js';
import { ContingencyTableTask } from './jobs/contingency-table.task.js';
import { ContingencyTableWorker } from './jobs/contingency-table.worker.js';
import { ToggleFreightRuleHandler } from './commands/toggle-freight-rule/toggle-freight-rule.handler.js';
import { FreightRulesController } from './http/freight-rules.controller.js';
import { FreightTablesController } from './http/freight-tables.controller.js';
import { PricingController } from './http/pricing.controller.js';
import { FreightRulesProjection } from './projections/freight-rules.projection.js';
import { FreightTablesProjection } from './projections/freight-tables.projection.js';
import { PricingChangedNotifier } from './projections/pricing-changed.notifier.js';
import { GetFreightRuleHandler } from './queries/get-freight-rule/get-freight-rule.handler.js';
import { GetFreightTableHandler } from './queries/get-freight-table/get-freight-table.handler.js';
import { GetFreightTableCsvHandler } from './queries/get-freight-table-csv/get-freight-table-csv.handler.js';
import { ListFreightRulesHandler } from './queries/list-freight-rules/list-freight-rules.handler.js';
import { ListFreightTablesHandler } from './queries/list-freight-tables/list-freight-tables.handler.js';
import { ListQuotationLogsHandler } from './queries/list-quotation-logs/list-quotation-logs.handler.js';
import { FreightQuoter } from './queries/quotes/freight-quoter.js';
import { PricingIndex } from './queries/quotes/pricing-index.js';
import { QuotationLogWriter } from './queries/quotes/quotation-log-writer.js';
import { QuoteClock } from './queries/quotes/quote-clock.js';
import { QuoteFreightHandler } from './queries/quotes/quote-freight.handler.js';

const commandHandlers = [
  ImportFreightTableHandler,
  NewFreightTableHandler,
  ActiveTableHandler,
  InactiveTableHandler,
  ReuseFreightTableHandler,
  RefreshCacheHandler,
  SynchronizeQuotationHandler,
];
const freightRuleHandlers = [
  NewFreightRuleHandler,
  EditFreightRuleHandler,
  DeleteFreightRuleHandler,
  ToggleFreightRuleHandler,
  FreightRuleReferences,
  FreightRuleOverlaps,
];
const queryHandlers = [
  ListFreightTablesHandler,
  GetFreightTableHandler,
  GetFreightTableCsvHandler,
  ListQuotationLogsHandler,
  QuoteFreightHandler,
  ListFreightRulesHandler,
  GetFreightRuleHandler,
];
const projections = [FreightTablesProjection, FreightRulesProjection, PricingChangedNotifier];
const contingency = [ContingencyTableQueue, ContingencyTableRunner, ContingencyTableWorker, ContingencyTableTask];
const settingsAdmin = { area: 'settings', admin: true } as const;

/** Pricing: freight tables, freight rules, the quote engine's index, quotes and their history, contingency tables. */
@Module({
  imports: [GeoModule, UploadsModule, BackgroundTasksModule],
  controllers: [PricingController, FreightRulesController, FreightTablesController],
  providers: [
    ...commandHandlers,
    ...freightRuleHandlers,
    ...queryHandlers,
    ...projections,
    ...contingency,
    PricingIndex,
    QuoteClock,
    FreightQuoter,
    QuotationLogWriter,
  ],
  exports: [PricingIndex, FreightQuoter],
})
export class PricingModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly tables: FreightTablesProjection,
    private readonly rules: FreightRulesProjection,
    private readonly notifier: PricingChangedNotifier,
    private readonly tasks: BackgroundTaskTypes,
    private readonly contingencyTask: ContingencyTableTask,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.tables, this.rules, this.notifier);
    this.tasks.register(this.contingencyTask);
    this.actions.register(
      {
        action: 'NewFreightTable',
        payload: NewFreightTablePayload,
        access: { superAdmin: true },
        command: NewFreightTableCommand,
      },
      { action: 'ActiveTable', payload: TableStatusPayload, access: settingsAdmin, command: ActiveTableCommand },
      { action: 'InactiveTable', payload: TableStatusPayload, access: settingsAdmin, command: InactiveTableCommand },
      { action: 'NewFreightRule', payload: FreightRulePayload, access: settingsAdmin, command: NewFreightRuleCommand },
      {
        action: 'EditFreightRule',
        payload: EditFreightRulePayload,
        access: settingsAdmin,
        command: EditFreightRuleCommand,
      },
      {
        action: 'DeleteFreightRule',
        payload: FreightRuleIdPayload,
        access: settingsAdmin,
        command: DeleteFreightRuleCommand,
      },
      {
        action: 'ToggleFreightRule',
        payload: FreightRuleIdPayload,
        access: settingsAdmin,
        command: ToggleFreightRuleCommand,
      },
      // 'Sincronizar' (products page): the settings permission is enough, as for products.
      {
        action: 'SynchronizeQuotation',
        payload: SynchronizeQuotationPayload,
        access: { area: 'settings' },
        command: SynchronizeQuotationCommand,
      },
    );
  }
}
