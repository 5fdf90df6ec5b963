import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { OrdersModule } from '../orders/index.js';
import { TrackingIngestModule } from './tracking-ingest.module.js';
import { OcorenBatchRunner } from './jobs/ocoren-batch.runner.js';
import { OcorenImportQueue } from './jobs/ocoren-import.job.js';
import { OcorenImportWorker } from './jobs/ocoren-import.worker.js';
import { ImportOcorenCommand } from './commands/import-ocoren/import-ocoren.command.js';
import { ImportOcorenHandler } from './commands/import-ocoren/import-ocoren.handler.js';
import { ImportOcorenPayload } from './commands/import-ocoren/import-ocoren.payload.js';
import { IssueOcorenLinkCommand } from './commands/issue-ocoren-link/issue-ocoren-link.command.js';
import { IssueOcorenLinkHandler } from './commands/issue-ocoren-link/issue-ocoren-link.handler.js';
import { IssueOcorenLinkPayload } from './commands/issue-ocoren-link/issue-ocoren-link.payload.js';
import { RevokeOcorenLinkCommand } from './commands/revoke-ocoren-link/revoke-ocoren-link.command.js';
import { RevokeOcorenLinkHandler } from './commands/revoke-ocoren-link/revoke-ocoren-link.handler.js';
import { RevokeOcorenLinkPayload } from './commands/revoke-ocoren-link/revoke-ocoren-link.payload.js';
import { CarrierOcorenController } from './http/carrier-ocoren.controller.js';
import { OcorenLinksController } from './http/ocoren-links.controller.js';
import { OcorenLinks } from './queries/ocoren-links/ocoren-links.js';
import { OcorenImporter } from './commands/ocoren-importer.js';

const orders = { area: 'orders' } as const;

/** PROCEDA OCOREN files (docs/ocoren.md): merchant upload (batch type 3), carrier token page, carrier systems' endpoint. */
@Module({
  imports: [UploadsModule, OrdersModule, TrackingIngestModule, JwtModule.register({})],
  controllers: [OcorenLinksController, CarrierOcorenController],
  providers: [
    ImportOcorenHandler,
    IssueOcorenLinkHandler,
    RevokeOcorenLinkHandler,
    OcorenImporter,
    OcorenLinks,
    OcorenImportQueue,
    OcorenBatchRunner,
    OcorenImportWorker,
  ],
  exports: [OcorenImporter],
})
export class OcorenModule implements OnModuleInit {
  constructor(private readonly actions: ActionRegistry) {}

  onModuleInit(): void {
    this.actions.register(
      { action: 'ImportOcoren', payload: ImportOcorenPayload, access: orders, command: ImportOcorenCommand },
      { action: 'IssueOcorenLink', payload: IssueOcorenLinkPayload, access: orders, command: IssueOcorenLinkCommand },
      {
        action: 'RevokeOcorenLink',
        payload: RevokeOcorenLinkPayload,
        access: orders,
        command: RevokeOcorenLinkCommand,
      },
    );
  }
}
