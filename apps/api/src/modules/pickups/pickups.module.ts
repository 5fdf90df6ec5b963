import type { RoleAction } from '@despacho/domain';
import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { CarrierLinkTokens } from './adapters/carrier-link-tokens.js';
import { CarrierPickupsController } from './http/carrier-pickups.controller.js';
import { CarrierPickupsService } from './queries/carrier-pickups.service.js';
import { ChangeDriverCommand } from './commands/change-driver/change-driver.command.js';
import { ChangeDriverHandler } from './commands/change-driver/change-driver.handler.js';
import { ChangeDriverPayload } from './commands/change-driver/change-driver.payload.js';
import { ChangePickupDateCommand } from './commands/change-pickup-date/change-pickup-date.command.js';
import { ChangePickupDateHandler } from './commands/change-pickup-date/change-pickup-date.handler.js';
import { ChangePickupDatePayload } from './commands/change-pickup-date/change-pickup-date.payload.js';
import { ConfirmPickupCommand } from './commands/confirm-pickup/confirm-pickup.command.js';
import { AcceptCarrierPickupHandler } from './commands/accept-carrier-pickup/accept-carrier-pickup.handler.js';
import { RequestPickupsHandler } from './commands/request-pickups/request-pickups.handler.js';
import { ConfirmPickupHandler } from './commands/confirm-pickup/confirm-pickup.handler.js';
import { ConfirmPickupPayload } from './commands/confirm-pickup/confirm-pickup.payload.js';
import { NewPickupCommand } from './commands/new-pickup/new-pickup.command.js';
import { NewPickupHandler } from './commands/new-pickup/new-pickup.handler.js';
import { NewPickupPayload } from './commands/new-pickup/new-pickup.payload.js';
import { PerformPickupCommand } from './commands/perform-pickup/perform-pickup.command.js';
import { PerformPickupHandler } from './commands/perform-pickup/perform-pickup.handler.js';
import { PerformPickupPayload } from './commands/perform-pickup/perform-pickup.payload.js';
import { RemoveOrderFromPickupCommand } from './commands/remove-order-from-pickup/remove-order-from-pickup.command.js';
import { RemoveOrderFromPickupHandler } from './commands/remove-order-from-pickup/remove-order-from-pickup.handler.js';
import { RemoveOrderFromPickupPayload } from './commands/remove-order-from-pickup/remove-order-from-pickup.payload.js';
import { PickupChanger } from './commands/shared/pickup-changer.js';
import { UpdatePickupCommand } from './commands/update-pickup/update-pickup.command.js';
import { UpdatePickupHandler } from './commands/update-pickup/update-pickup.handler.js';
import { UpdatePickupPayload } from './commands/update-pickup/update-pickup.payload.js';
import { PickupsController } from './http/pickups.controller.js';
import { PickupNotfisService } from './adapters/notfis/pickup-notfis.js';
import { EmailCarrierWhenPickupConfirmed } from './policies/email-carrier-when-pickup-confirmed.policy.js';
import { EmailCarrierWhenPickupRequested } from './policies/email-carrier-when-pickup-requested.policy.js';
import { PickupOrdersProjection } from './projections/pickup-orders.projection.js';
import { PickupsProjection } from './projections/pickups.projection.js';
import { GetPickupHandler } from './queries/get-pickup/get-pickup.handler.js';
import { ListPickupsHandler } from './queries/list-pickups/list-pickups.handler.js';
import { PickupsSlaHandler } from './queries/pickups-sla/pickups-sla.handler.js';
import { RomaneioService } from './adapters/reports/romaneio.service.js';

const commandHandlers = [
  NewPickupHandler,
  RequestPickupsHandler,
  ConfirmPickupHandler,
  AcceptCarrierPickupHandler,
  PerformPickupHandler,
  ChangePickupDateHandler,
  ChangeDriverHandler,
  UpdatePickupHandler,
  RemoveOrderFromPickupHandler,
];
const queryHandlers = [ListPickupsHandler, GetPickupHandler, PickupsSlaHandler];
const pickups = { area: 'pickups' } as const;
/** orders-pickups.md §6: the operations tier (the provider's super admins) confirms, performs and edits pickups (docs/roles.md). */
const operations = (action: RoleAction) => ({ ...pickups, action });

/** Pickups: the merchant's request, operations' follow-up, the carrier's link and the romaneio. */
@Module({
  imports: [UploadsModule, JwtModule.register({})],
  controllers: [PickupsController, CarrierPickupsController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    PickupChanger,
    PickupsProjection,
    PickupOrdersProjection,
    CarrierLinkTokens,
    CarrierPickupsService,
    RomaneioService,
    EmailCarrierWhenPickupRequested,
    EmailCarrierWhenPickupConfirmed,
    PickupNotfisService,
  ],
})
export class PickupsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: PickupsProjection,
    private readonly ordersProjection: PickupOrdersProjection,
    private readonly email: EmailCarrierWhenPickupRequested,
    private readonly notfisEmail: EmailCarrierWhenPickupConfirmed,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.registry.registerInline(this.ordersProjection);
    this.registry.registerPolicy(this.email);
    this.registry.registerPolicy(this.notfisEmail);
    this.actions.register(
      { action: 'NewPickup', payload: NewPickupPayload, access: pickups, command: NewPickupCommand },
      {
        action: 'RemoveOrderFromPickup',
        payload: RemoveOrderFromPickupPayload,
        access: pickups,
        command: RemoveOrderFromPickupCommand,
      },
      {
        action: 'ConfirmPickup',
        payload: ConfirmPickupPayload,
        access: operations('confirmPickup'),
        command: ConfirmPickupCommand,
      },
      {
        action: 'PerformPickup',
        payload: PerformPickupPayload,
        access: operations('performPickup'),
        command: PerformPickupCommand,
      },
      {
        action: 'ChangePickupDate',
        payload: ChangePickupDatePayload,
        access: operations('changePickupDate'),
        command: ChangePickupDateCommand,
      },
      {
        action: 'ChangeDriver',
        payload: ChangeDriverPayload,
        access: operations('changeDriver'),
        command: ChangeDriverCommand,
      },
      {
        action: 'UpdatePickup',
        payload: UpdatePickupPayload,
        access: operations('updatePickup'),
        command: UpdatePickupCommand,
      },
    );
  }
}
