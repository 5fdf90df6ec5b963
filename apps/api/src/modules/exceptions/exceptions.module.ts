import { Module, type OnModuleInit } from '@nestjs/common';
import { DeliveryPromiseModule } from '../delivery-promise/index.js';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { AssignExceptionCommand } from './commands/assign-exception/assign-exception.command.js';
import { AssignExceptionHandler } from './commands/assign-exception/assign-exception.handler.js';
import { AssignExceptionPayload } from './commands/assign-exception/assign-exception.payload.js';
import { ResolveExceptionCommand } from './commands/resolve-exception/resolve-exception.command.js';
import { DetectExceptionsHandler } from './commands/detect-exceptions/detect-exceptions.handler.js';
import { ResolveExceptionHandler } from './commands/resolve-exception/resolve-exception.handler.js';
import { ResolveExceptionPayload } from './commands/resolve-exception/resolve-exception.payload.js';
import { ExceptionScan } from './jobs/detection/exception-scan.js';
import { ExceptionScanQueue } from './jobs/exception-scan.job.js';
import { ExceptionScanWorker } from './jobs/exception-scan.worker.js';
import { PredictedBreachScan } from './jobs/detection/predicted-breach-scan.js';
import { StaleTrackingScan } from './jobs/detection/stale-tracking-scan.js';
import { ExceptionsController } from './http/exceptions.controller.js';
import { ExceptionOrdersProjection } from './projections/exception-orders.projection.js';
import { ExceptionActionsProjection } from './projections/exception-actions.projection.js';
import { OrderExceptionsProjection } from './projections/order-exceptions.projection.js';
import { CountExceptionsHandler } from './queries/count-exceptions/count-exceptions.handler.js';
import { ListAssigneesHandler } from './queries/list-assignees/list-assignees.handler.js';
import { ListExceptionsHandler } from './queries/list-exceptions/list-exceptions.handler.js';

/** Issue 32's exceptions desk (docs/exceptions.md). */
@Module({
  imports: [DeliveryPromiseModule],
  controllers: [ExceptionsController],
  providers: [
    ExceptionOrdersProjection,
    OrderExceptionsProjection,
    ExceptionActionsProjection,
    AssignExceptionHandler,
    ResolveExceptionHandler,
    DetectExceptionsHandler,
    ListExceptionsHandler,
    CountExceptionsHandler,
    ListAssigneesHandler,
    StaleTrackingScan,
    PredictedBreachScan,
    ExceptionScan,
    ExceptionScanQueue,
    ExceptionScanWorker,
  ],
})
export class ExceptionsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: OrderExceptionsProjection,
    private readonly actionsProjection: ExceptionActionsProjection,
    private readonly ordersProjection: ExceptionOrdersProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerAsync(this.projection);
    this.registry.registerInline(this.actionsProjection);
    this.registry.registerInline(this.ordersProjection);
    this.actions.register({
      action: 'AssignException',
      payload: AssignExceptionPayload,
      access: { area: 'orders' },
      command: AssignExceptionCommand,
    });
    this.actions.register({
      action: 'ResolveException',
      payload: ResolveExceptionPayload,
      access: { area: 'orders' },
      command: ResolveExceptionCommand,
    });
  }
}
