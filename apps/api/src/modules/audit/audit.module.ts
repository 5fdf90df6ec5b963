import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AuditEnabled } from './audit-enabled.js';
import { CreateCteFromXmlCommand } from './commands/create-cte-from-xml/create-cte-from-xml.command.js';
import { CreateCteFromXmlHandler } from './commands/create-cte-from-xml/create-cte-from-xml.handler.js';
import { CreateCteFromXmlPayload } from './commands/create-cte-from-xml/create-cte-from-xml.payload.js';
import { ReprocessCtesCommand } from './commands/reprocess-ctes/reprocess-ctes.command.js';
import { ReprocessCtesHandler } from './commands/reprocess-ctes/reprocess-ctes.handler.js';
import { ReprocessCtesPayload } from './commands/reprocess-ctes/reprocess-ctes.payload.js';
import { RemapCteFeesCommand } from './commands/remap-cte-fees/remap-cte-fees.command.js';
import { RemapCteFeesHandler } from './commands/remap-cte-fees/remap-cte-fees.handler.js';
import { RemapCteFeesPayload } from './commands/remap-cte-fees/remap-cte-fees.payload.js';
import { AuditController } from './http/audit.controller.js';
import { CteImportQueue } from './import/cte-import.queue.js';
import { CteImportRunner } from './import/cte-import.runner.js';
import { CteImportWorker } from './import/cte-import.worker.js';
import { ReconcileCtesWhenOrderArrives } from './policies/reconcile-ctes-when-order-arrives.policy.js';
import { CtesProjection } from './projections/ctes.projection.js';
import { AuditDashboardHandler } from './queries/audit-dashboard/audit-dashboard.handler.js';
import { GetCteHandler } from './queries/get-cte/get-cte.handler.js';
import { ListCtesHandler } from './queries/list-ctes/list-ctes.handler.js';
import { CteReconciler } from './reconciliation/cte-reconciler.js';
import { OrderMatcher } from './reconciliation/order-matcher.js';
import { DemoCtes } from './seed/demo-ctes.js';

const audit = { area: 'audit' } as const;

/** Freight audit (public-account.md §2.11): CT-e import, reconciliation with orders, per-fee comparison with the quote. */
@Module({
  imports: [UploadsModule, OrdersModule],
  controllers: [AuditController],
  providers: [
    CreateCteFromXmlHandler,
    ReprocessCtesHandler,
    RemapCteFeesHandler,
    ListCtesHandler,
    GetCteHandler,
    AuditDashboardHandler,
    CteImportQueue,
    CteImportRunner,
    CteImportWorker,
    CteReconciler,
    OrderMatcher,
    AuditEnabled,
    CtesProjection,
    ReconcileCtesWhenOrderArrives,
    DemoCtes,
  ],
  exports: [DemoCtes],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: CtesProjection,
    private readonly reconcileOnOrder: ReconcileCtesWhenOrderArrives,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.registry.registerPolicy(this.reconcileOnOrder);
    this.actions.register(
      { action: 'CreateCteFromXml', payload: CreateCteFromXmlPayload, access: audit, command: CreateCteFromXmlCommand },
      { action: 'ReprocessCtes', payload: ReprocessCtesPayload, access: audit, command: ReprocessCtesCommand },
      { action: 'RemapCteFees', payload: RemapCteFeesPayload, access: audit, command: RemapCteFeesCommand },
    );
  }
}
