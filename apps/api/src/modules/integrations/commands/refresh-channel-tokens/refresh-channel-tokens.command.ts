import { Command } from '@nestjs/cqrs';
import type { CompanyChannelTokenRefreshed } from '../../events/company-channel-events.js';

/** The sealed tokens a channel granted on a refresh; no user sends it (ChannelConnections does). */
export class RefreshChannelTokensCommand extends Command<void> {
  constructor(
    readonly integration: { id: string; company_id: string },
    readonly tokens: Omit<CompanyChannelTokenRefreshed, 'at'>,
  ) {
    super();
  }
}
