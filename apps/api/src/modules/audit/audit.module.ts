import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { OrderCtes, OrdersModule } from '../orders/index.js';
import { AuditOrderCtes } from './queries/audit-order-ctes.js';
import { AuditEnabled } from './queries/audit-enabled.js';
import { AuditSettingsReader } from './queries/audit-settings-reader.js';
import { ApproveCteCommand } from './commands/approve-cte/approve-cte.command.js';
import { ApproveCteHandler } from './commands/approve-cte/approve-cte.handler.js';
import { ApproveCtePayload } from './commands/approve-cte/approve-cte.payload.js';
import { ChangeAuditToleranceCommand } from './commands/change-audit-tolerance/change-audit-tolerance.command.js';
import { ChangeAuditToleranceHandler } from './commands/change-audit-tolerance/change-audit-tolerance.handler.js';
import { ChangeAuditTolerancePayload } from './commands/change-audit-tolerance/change-audit-tolerance.payload.js';
import { MapCteComponentNameCommand } from './commands/map-cte-component-name/map-cte-component-name.command.js';
import { MapCteComponentNameHandler } from './commands/map-cte-component-name/map-cte-component-name.handler.js';
import { MapCteComponentNamePayload } from './commands/map-cte-component-name/map-cte-component-name.payload.js';
import { OpenCteDisputeCommand } from './commands/open-cte-dispute/open-cte-dispute.command.js';
import { OpenCteDisputeHandler } from './commands/open-cte-dispute/open-cte-dispute.handler.js';
import { OpenCteDisputePayload } from './commands/open-cte-dispute/open-cte-dispute.payload.js';
import { ResolveCteDisputeCommand } from './commands/resolve-cte-dispute/resolve-cte-dispute.command.js';
import { ResolveCteDisputeHandler } from './commands/resolve-cte-dispute/resolve-cte-dispute.handler.js';
import { ResolveCteDisputePayload } from './commands/resolve-cte-dispute/resolve-cte-dispute.payload.js';
import { UnmapCteComponentNameCommand } from './commands/unmap-cte-component-name/unmap-cte-component-name.command.js';
import { UnmapCteComponentNameHandler } from './commands/unmap-cte-component-name/unmap-cte-component-name.handler.js';
import { UnmapCteComponentNamePayload } from './commands/unmap-cte-component-name/unmap-cte-component-name.payload.js';
import { CreateCteFromXmlCommand } from './commands/create-cte-from-xml/create-cte-from-xml.command.js';
import { CreateCteFromXmlHandler } from './commands/create-cte-from-xml/create-cte-from-xml.handler.js';
import { CreateCteFromXmlPayload } from './commands/create-cte-from-xml/create-cte-from-xml.payload.js';
import { ReprocessCtesCommand } from './commands/reprocess-ctes/reprocess-ctes.command.js';
import { ReconcileCteHandler } from './commands/reconcile-cte/reconcile-cte.handler.js';
import { RefreshCteFeeTypesHandler } from './commands/refresh-cte-fee-types/refresh-cte-fee-types.handler.js';
import { ImportCteHandler } from './commands/import-cte/import-cte.handler.js';
import { ReprocessCtesHandler } from './commands/reprocess-ctes/reprocess-ctes.handler.js';
import { ReprocessCtesPayload } from './commands/reprocess-ctes/reprocess-ctes.payload.js';
import { RemapCteFeesCommand } from './commands/remap-cte-fees/remap-cte-fees.command.js';
import { RemapCteFeesHandler } from './commands/remap-cte-fees/remap-cte-fees.handler.js';
import { RemapCteFeesPayload } from './commands/remap-cte-fees/remap-cte-fees.payload.js';
import { AuditController } from './http/audit.controller.js';
import { CteImportQueue } from './jobs/cte-import.job.js';
import { ConembCtes } from './adapters/conemb/conemb-ctes.js';
import { FreightBillsController } from './http/freight-bills.controller.js';
import { FreightBills } from './queries/freight-bills.js';
import { ImportDoccobCommand } from './commands/import-doccob/import-doccob.command.js';
import { ImportDoccobHandler } from './commands/import-doccob/import-doccob.handler.js';
import { ImportDoccobPayload } from './commands/import-doccob/import-doccob.payload.js';
import { CteImportRunner } from './jobs/cte-import.runner.js';
import { CteImportWorker } from './jobs/cte-import.worker.js';
import { EmailCarrierWhenCteDisputed } from './policies/email-carrier-when-cte-disputed.policy.js';
import { ReconcileCtesWhenOrderArrives } from './policies/reconcile-ctes-when-order-arrives.policy.js';
import { AuditSettingsProjection } from './projections/audit-settings.projection.js';
import { CtesProjection } from './projections/ctes.projection.js';
import { AuditDashboardHandler } from './queries/audit-dashboard/audit-dashboard.handler.js';
import { CteCarrierIdsHandler } from './queries/cte-carrier-ids/cte-carrier-ids.handler.js';
import { GetAuditSettingsHandler } from './queries/get-audit-settings/get-audit-settings.handler.js';
import { GetCteHandler } from './queries/get-cte/get-cte.handler.js';
import { ListCtesHandler } from './queries/list-ctes/list-ctes.handler.js';
import { CteReconciler } from './policies/reconciliation/cte-reconciler.js';
import { OrderMatcher } from './policies/reconciliation/order-matcher.js';

const audit = { area: 'audit' } as const;
/** The tolerance and the component dictionary are the company admin's (audit settings screen). */
const auditAdmin = { area: 'audit', admin: true } as const;

/**
 * Freight audit (public-account.md §2.11): CT-e import, reconciliation with orders, per-fee comparison
 * with the quote. Global only to hand orders its CT-es, a port of orders' face (orders cannot import it).
 */
@Global()
@Module({
  imports: [UploadsModule, OrdersModule],
  controllers: [AuditController, FreightBillsController],
  providers: [
    CreateCteFromXmlHandler,
    ReprocessCtesHandler,
    ImportCteHandler,
    ReconcileCteHandler,
    RefreshCteFeeTypesHandler,
    RemapCteFeesHandler,
    ChangeAuditToleranceHandler,
    MapCteComponentNameHandler,
    UnmapCteComponentNameHandler,
    ApproveCteHandler,
    OpenCteDisputeHandler,
    ResolveCteDisputeHandler,
    GetAuditSettingsHandler,
    AuditSettingsReader,
    AuditSettingsProjection,
    EmailCarrierWhenCteDisputed,
    ListCtesHandler,
    GetCteHandler,
    AuditDashboardHandler,
    CteCarrierIdsHandler,
    CteImportQueue,
    CteImportRunner,
    ConembCtes,
    FreightBills,
    ImportDoccobHandler,
    CteImportWorker,
    CteReconciler,
    OrderMatcher,
    AuditEnabled,
    CtesProjection,
    ReconcileCtesWhenOrderArrives,
    { provide: OrderCtes, useClass: AuditOrderCtes },
  ],
  exports: [OrderCtes],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: CtesProjection,
    private readonly reconcileOnOrder: ReconcileCtesWhenOrderArrives,
    private readonly settingsProjection: AuditSettingsProjection,
    private readonly emailDispute: EmailCarrierWhenCteDisputed,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.registry.registerInline(this.settingsProjection);
    this.registry.registerPolicy(this.reconcileOnOrder);
    this.registry.registerPolicy(this.emailDispute);
    this.actions.register(
      { action: 'CreateCteFromXml', payload: CreateCteFromXmlPayload, access: audit, command: CreateCteFromXmlCommand },
      { action: 'ImportDoccob', payload: ImportDoccobPayload, access: audit, command: ImportDoccobCommand },
      { action: 'ReprocessCtes', payload: ReprocessCtesPayload, access: audit, command: ReprocessCtesCommand },
      { action: 'RemapCteFees', payload: RemapCteFeesPayload, access: audit, command: RemapCteFeesCommand },
      { action: 'ApproveCte', payload: ApproveCtePayload, access: audit, command: ApproveCteCommand },
      { action: 'OpenCteDispute', payload: OpenCteDisputePayload, access: audit, command: OpenCteDisputeCommand },
      {
        action: 'ResolveCteDispute',
        payload: ResolveCteDisputePayload,
        access: audit,
        command: ResolveCteDisputeCommand,
      },
      {
        action: 'ChangeAuditTolerance',
        payload: ChangeAuditTolerancePayload,
        access: auditAdmin,
        command: ChangeAuditToleranceCommand,
      },
      {
        action: 'MapCteComponentName',
        payload: MapCteComponentNamePayload,
        access: auditAdmin,
        command: MapCteComponentNameCommand,
      },
      {
        action: 'UnmapCteComponentName',
        payload: UnmapCteComponentNamePayload,
        access: auditAdmin,
        command: UnmapCteComponentNameCommand,
      },
    );
  }
}
