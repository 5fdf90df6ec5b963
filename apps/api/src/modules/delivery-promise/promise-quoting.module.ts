import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { GeoModule } from '../geo/index.js';
import { DeliveryPromiseModule } from './delivery-promise.module.js';
import { ChangePromiseSettingsCommand } from './commands/change-promise-settings/change-promise-settings.command.js';
import { ChangePromiseSettingsHandler } from './commands/change-promise-settings/change-promise-settings.handler.js';
import { ChangePromiseSettingsPayload } from './commands/change-promise-settings/change-promise-settings.payload.js';
import { QuotePromises } from './queries/quoting/quote-promises.js';

/** Issue 32, the promise used: the company's promise settings and the learned deadline in quote answers. */
@Module({
  imports: [DeliveryPromiseModule, GeoModule],
  providers: [QuotePromises, ChangePromiseSettingsHandler],
  exports: [QuotePromises],
})
export class PromiseQuotingModule implements OnModuleInit {
  constructor(private readonly actions: ActionRegistry) {}

  onModuleInit(): void {
    this.actions.register({
      action: 'ChangePromiseSettings',
      payload: ChangePromiseSettingsPayload,
      access: { area: 'settings', admin: true },
      command: ChangePromiseSettingsCommand,
    });
  }
}
