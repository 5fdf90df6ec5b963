import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { CarrierConnectorsModule } from '../carrier-integrations/index.js';
import { IntegrationsModule } from '../integrations/index.js';
import { ChangeLabelFormatCommand } from './commands/change-label-format/change-label-format.command.js';
import { ChangeLabelFormatHandler } from './commands/change-label-format/change-label-format.handler.js';
import { ChangeLabelFormatPayload } from './commands/change-label-format/change-label-format.payload.js';
import { GenerateLabelsCommand } from './commands/generate-labels/generate-labels.command.js';
import { GenerateLabelsHandler } from './commands/generate-labels/generate-labels.handler.js';
import { GenerateLabelsPayload } from './commands/generate-labels/generate-labels.payload.js';
import { LabelFiles } from './adapters/files/label-files.js';
import { LabelsController } from './http/labels.controller.js';
import { LabelHistory } from './events/label-history.js';
import { LabelOrders } from './jobs/packages/label-order.js';
import { LabelRows } from './jobs/packages/label-rows.js';
import { OrderLabels } from './jobs/packages/order-labels.js';
import { PostingConnections } from './jobs/packages/posting-connections.js';
import { LabelRunQueue } from './jobs/label-run.job.js';
import { LabelRunWorker } from './jobs/label-run.worker.js';
import { LabelRunner } from './jobs/label-runner.js';
import { LabelRuns } from './queries/runs/label-runs.js';
import { LabelVoidQueue } from './jobs/label-void.job.js';
import { LabelVoidWorker } from './jobs/label-void.worker.js';
import { LabelVoider } from './policies/voiding/label-voider.js';
import { VoidLabelsWhenOrderChanges } from './policies/voiding/void-labels-when-order-changes.policy.js';

/**
 * Labels (issue 31, docs/labels.md): per package, pre-posted through the carrier's connection when it
 * has one, rendered and stored; bulk runs as background jobs; voided when the order changes.
 */
@Module({
  imports: [IntegrationsModule, CarrierConnectorsModule],
  controllers: [LabelsController],
  providers: [
    GenerateLabelsHandler,
    ChangeLabelFormatHandler,
    LabelOrders,
    LabelRows,
    PostingConnections,
    LabelFiles,
    LabelHistory,
    OrderLabels,
    LabelRuns,
    LabelRunQueue,
    LabelRunner,
    LabelRunWorker,
    LabelVoidQueue,
    LabelVoider,
    LabelVoidWorker,
    VoidLabelsWhenOrderChanges,
  ],
})
export class LabelsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly voiding: VoidLabelsWhenOrderChanges,
  ) {}

  onModuleInit(): void {
    this.registry.registerPolicy(this.voiding);
    this.actions.register(
      {
        action: 'GenerateLabels',
        payload: GenerateLabelsPayload,
        access: { area: 'orders' },
        command: GenerateLabelsCommand,
      },
      {
        action: 'ChangeLabelFormat',
        payload: ChangeLabelFormatPayload,
        access: { area: 'settings', admin: true },
        command: ChangeLabelFormatCommand,
      },
    );
  }
}
