import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { GeoModule } from '../geo/index.js';
import { QuotePromises } from '../pricing/index.js';
import { DeliveryPromiseModule } from './delivery-promise.module.js';
import { ChangePromiseSettingsCommand } from './commands/change-promise-settings/change-promise-settings.command.js';
import { ChangePromiseSettingsHandler } from './commands/change-promise-settings/change-promise-settings.handler.js';
import { ChangePromiseSettingsPayload } from './commands/change-promise-settings/change-promise-settings.payload.js';
import { LaneQuotePromises } from './queries/quoting/lane-quote-promises.js';

/**
 * Issue 32, the promise used: the company's promise settings and the learned deadline in quote
 * answers. Global only to hand pricing (and orders, which quote through it) QuotePromises, a port of
 * pricing's face (neither can import delivery-promise, which folds orders' events).
 */
@Global()
@Module({
  imports: [DeliveryPromiseModule, GeoModule],
  providers: [{ provide: QuotePromises, useClass: LaneQuotePromises }, ChangePromiseSettingsHandler],
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
