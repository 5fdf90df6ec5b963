import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../../platform/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { ChannelAdapters } from '../../adapters/channel-adapters.js';
import { type ChannelAdapter, ChannelError, type ChannelGrant } from '../../adapters/channel-adapter.js';
import { channelEntry } from '../../queries/catalogue/channel-catalogue.js';
import { ChannelDirectory } from '../../queries/catalogue/channel-directory.js';
import { CheckoutRegistration } from '../../adapters/checkout/checkout-registration.js';
import { CompanyChannel } from '../../domain/company-channel.aggregate.js';
import { MissedNoticesQueue } from '../../jobs/missed-notices.job.js';
import { OAuthStates } from '../../adapters/oauth/oauth-states.js';
import { ChannelPreSignups, PRE_SIGNUP_EXPIRED } from '../../adapters/pre-signup/channel-pre-signups.js';
import { TokenCipher } from '../../adapters/tokens/token-cipher.js';
import { ConnectCarrierIntegrationCommand } from './connect-carrier-integration.command.js';
import { NewCompanyChannelCommand } from './new-company-channel.command.js';
import type { ChannelGrantPayload } from './new-company-channel.payload.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/**
 * The OAuth callback's code becomes a connected store: the state is checked (CSRF, once), the code
 * exchanged for a token (sealed before it is stored, with the refresh token where the channel has
 * one), the order webhooks and, where the channel has an API for it, the checkout quote callback
 * registered (idempotent, so a reconnection brings the checkout options up to date). After the
 * app-store landing (SIM, then the login) the store token (sid) brings the grant stored at
 * installation instead of a code, and is spent. The same store connected again by
 * the same company refreshes its token instead of adding a second integration. Channels that keep
 * undelivered notifications get a recovery job. A carrier integration (type 2) is its own command,
 * handled by carrier-integrations: only dispatched from here.
 */
@CommandHandler(NewCompanyChannelCommand)
export class NewCompanyChannelHandler implements ICommandHandler<NewCompanyChannelCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly adapters: ChannelAdapters,
    private readonly states: OAuthStates,
    private readonly cipher: TokenCipher,
    private readonly checkout: CheckoutRegistration,
    private readonly preSignups: ChannelPreSignups,
    private readonly missedNotices: MissedNoticesQueue,
    private readonly db: DataSource,
    private readonly directory: ChannelDirectory,
    private readonly commands: CommandDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ payload, actor, context }: NewCompanyChannelCommand): Promise<{ id: string; message: string }> {
    if (this.directory.isCarrier(payload.channel.id))
      return this.commands.dispatch(new ConnectCarrierIntegrationCommand(payload, actor, context));
    const channel = channelEntry(payload.channel.id);
    if (!channel) throw new InvalidInput('Canal desconhecido.');
    const adapter = this.adapters.of(channel.id);
    const sid = payload.data.sid;
    const grant =
      sid === undefined
        ? await this.exchange(adapter, channel.id, payload.data, actor)
        : await this.preSignups.grantOf(channel.id, sid);
    if (!grant) throw new InvalidInput(PRE_SIGNUP_EXPIRED);
    await adapter.subscribe(grant, `${this.config.publicUrl}/api/webhooks/${channel.layout}`);
    const tokens = {
      token_ciphertext: this.cipher.seal(grant.accessToken),
      refresh_ciphertext: grant.refreshToken ? this.cipher.seal(grant.refreshToken) : null,
      expires_at: grant.expiresAt,
      api_address: grant.apiAddress,
    };
    const at = new Date();

    const [existing] = await runSql(
      this.db,
      sql`SELECT id, company_id FROM company_channels WHERE channel_id = ${channel.id} AND store_id = ${grant.storeId}`,
    );
    if (existing && existing.company_id !== actor.companyId)
      throw new Conflict('Esta loja já está integrada a outra conta.');
    const integration = new CompanyChannel(existing?.id ?? randomUUID());
    // Idempotent: a reconnection finds its carrier and brings the options up to date.
    await this.checkout.sync(adapter, grant, {
      id: integration.id,
      channel_id: channel.id,
      company_id: actor.companyId,
    });
    if (existing) {
      const { aggregate } = await this.repository.load(integration);
      aggregate.reconnect(actor.companyId, tokens, at);
      await this.repository.save(aggregate, context);
    } else {
      integration.connect({
        company_id: actor.companyId,
        channel_id: channel.id,
        name: channel.name,
        store_id: grant.storeId,
        store_host: grant.storeHost ?? payload.data.store_host ?? null,
        ...tokens,
        at: at.toISOString(),
      });
      await this.repository.save(integration, context);
    }
    if (sid !== undefined) await this.preSignups.claim(sid, actor.companyId);
    // What the channel could not deliver while the store was not connected here (ML's missed feeds).
    if (adapter.missedNotices) await this.missedNotices.enqueue(integration.id, `connect-${at.getTime()}`);
    return { id: integration.id, message: 'Integração adicionada com sucesso.' };
  }

  /** The OAuth callback: the state we issued to this user (CSRF, once), then the code exchanged. */
  private async exchange(
    adapter: ChannelAdapter,
    channelId: number,
    data: ChannelGrantPayload,
    actor: Actor,
  ): Promise<ChannelGrant> {
    const started = await this.states.consume(data.state ?? '', actor.companyId, actor.userId, channelId);
    if (!started) {
      throw new InvalidInput('A autorização expirou ou não foi iniciada por você. Conecte a loja novamente.');
    }
    // A carrier integration's fields are not the channel's.
    const { code, credentials: _credentials, carrier_ids: _carrierIds, ...fields } = data;
    return adapter.exchangeCode(code ?? '', fields).catch((error: unknown) => {
      throw error instanceof ChannelError ? new InvalidInput(error.message) : error;
    });
  }
}
