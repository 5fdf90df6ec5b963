import { Module, type OnModuleInit } from '@nestjs/common';
import { AddCarrierEmailCommand } from './commands/add-carrier-email/add-carrier-email.command.js';
import { AddCarrierEmailHandler } from './commands/add-carrier-email/add-carrier-email.handler.js';
import { AddCarrierEmailPayload } from './commands/add-carrier-email/add-carrier-email.payload.js';
import { RegisterCarrierCommand } from './commands/register-carrier/register-carrier.command.js';
import { RegisterCarrierHandler } from './commands/register-carrier/register-carrier.handler.js';
import { CarrierPayload } from './commands/shared/carrier.payload.js';
import { UpdateCarrierCommand } from './commands/update-carrier/update-carrier.command.js';
import { UpdateCarrierHandler } from './commands/update-carrier/update-carrier.handler.js';
import { UpdateCarrierPayload } from './commands/update-carrier/update-carrier.payload.js';
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
import { CarrierEmailsProjection } from './projections/carrier-emails.projection.js';
import { CarriersProjection } from './projections/carriers.projection.js';
import { DistributionCentersProjection } from './projections/distribution-centers.projection.js';
import { GetCarrierEmailsHandler } from './queries/get-carrier-emails/get-carrier-emails.handler.js';
import { GetCarrierHandler } from './queries/get-carrier/get-carrier.handler.js';
import { GetDistributionCenterHandler } from './queries/get-distribution-center/get-distribution-center.handler.js';
import { ListCarriersHandler } from './queries/list-carriers/list-carriers.handler.js';
import { ListDistributionCentersHandler } from './queries/list-distribution-centers/list-distribution-centers.handler.js';

const commandHandlers = [
  RegisterCarrierHandler,
  UpdateCarrierHandler,
  AddCarrierEmailHandler,
  NewDistributionCenterHandler,
  UpdateDistributionCenterHandler,
  RemoveDistributionCenterHandler,
];
const queryHandlers = [
  ListCarriersHandler,
  GetCarrierHandler,
  GetCarrierEmailsHandler,
  ListDistributionCentersHandler,
  GetDistributionCenterHandler,
];
const projections = [CarriersProjection, CarrierEmailsProjection, DistributionCentersProjection];
const settings = { area: 'settings' } as const;
const settingsAdmin = { area: 'settings', admin: true } as const;

/** Catalog: carriers and distribution centers. */
@Module({
  controllers: [CatalogController],
  providers: [...commandHandlers, ...queryHandlers, ...projections],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly carriers: CarriersProjection,
    private readonly carrierEmails: CarrierEmailsProjection,
    private readonly centers: DistributionCentersProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.carriers, this.carrierEmails, this.centers);
    this.actions.register(
      { action: 'RegisterCarrier', payload: CarrierPayload, access: settingsAdmin, command: RegisterCarrierCommand },
      { action: 'UpdateCarrier', payload: UpdateCarrierPayload, access: settingsAdmin, command: UpdateCarrierCommand },
      // Spec §6: carriers need settings only; editing a carrier is for admins, its pickup e-mails are not.
      { action: 'AddCarrierEmail', payload: AddCarrierEmailPayload, access: settings, command: AddCarrierEmailCommand },
      {
        action: 'NewDistributionCenter',
        payload: DistributionCenterPayload,
        access: settingsAdmin,
        command: NewDistributionCenterCommand,
      },
      {
        action: 'UpdateDistributionCenter',
        payload: UpdateDistributionCenterPayload,
        access: settingsAdmin,
        command: UpdateDistributionCenterCommand,
      },
      {
        action: 'RemoveDistributionCenter',
        payload: RemoveDistributionCenterPayload,
        access: settingsAdmin,
        command: RemoveDistributionCenterCommand,
      },
    );
  }
}
