import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { NewDistributionCenterCommand } from './commands/new-distribution-center/new-distribution-center.command.js';
import { NewDistributionCenterHandler } from './commands/new-distribution-center/new-distribution-center.handler.js';
import { RemoveDistributionCenterCommand } from './commands/remove-distribution-center/remove-distribution-center.command.js';
import { RemoveDistributionCenterHandler } from './commands/remove-distribution-center/remove-distribution-center.handler.js';
import { RemoveDistributionCenterPayload } from './commands/remove-distribution-center/remove-distribution-center.payload.js';
import { DistributionCenterPayload } from './commands/shared/distribution-center.payload.js';
import { UpdateDistributionCenterCommand } from './commands/update-distribution-center/update-distribution-center.command.js';
import { UpdateDistributionCenterHandler } from './commands/update-distribution-center/update-distribution-center.handler.js';
import { UpdateDistributionCenterPayload } from './commands/update-distribution-center/update-distribution-center.payload.js';
import { CatalogController } from './http/catalog.controller.js';
import { CarriersProjection } from './projections/carriers.projection.js';
import { DistributionCentersProjection } from './projections/distribution-centers.projection.js';
import { GetDistributionCenterHandler } from './queries/get-distribution-center/get-distribution-center.handler.js';
import { ListCarriersHandler } from './queries/list-carriers/list-carriers.handler.js';
import { ListDistributionCentersHandler } from './queries/list-distribution-centers/list-distribution-centers.handler.js';
import { DemoCatalog } from './seed/demo-catalog.js';

const commandHandlers = [NewDistributionCenterHandler, UpdateDistributionCenterHandler, RemoveDistributionCenterHandler];
const queryHandlers = [ListCarriersHandler, ListDistributionCentersHandler, GetDistributionCenterHandler];
const projections = [CarriersProjection, DistributionCentersProjection];
const settingsAdmin = { area: 'settings', admin: true } as const;

/** Catalog: carriers and distribution centers. */
@Module({
  controllers: [CatalogController],
  providers: [...commandHandlers, ...queryHandlers, ...projections, DemoCatalog],
  exports: [DemoCatalog],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly carriers: CarriersProjection,
    private readonly centers: DistributionCentersProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.carriers, this.centers);
    this.actions.register(
      { action: 'NewDistributionCenter', payload: DistributionCenterPayload, access: settingsAdmin, command: NewDistributionCenterCommand },
      { action: 'UpdateDistributionCenter', payload: UpdateDistributionCenterPayload, access: settingsAdmin, command: UpdateDistributionCenterCommand },
      { action: 'RemoveDistributionCenter', payload: RemoveDistributionCenterPayload, access: settingsAdmin, command: RemoveDistributionCenterCommand },
    );
  }
}
