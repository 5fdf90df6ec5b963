import { Injectable } from '@nestjs/common';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { type ChannelAdapter, type ChannelConnection, ChannelError } from '../channel-adapter.js';
import { ChannelAdapters } from '../channel-adapters.js';
import { RefreshChannelTokensCommand } from '../../commands/refresh-channel-tokens/refresh-channel-tokens.command.js';
import { CompanyChannelRows, type CompanyChannelRow } from '../../queries/company-channel-rows.js';
import { TokenCipher } from './token-cipher.js';

/** An access token this close to its expiry is renewed before the call rather than after a 401. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Opens an integration's connection for the importer, the status policy and the queries: the token
 * unsealed, renewed with the refresh token when it has expired (or the channel refuses it with a
 * 401), the new tokens sealed and kept by RefreshChannelTokens (`company-channel.token-refreshed`). Renewals of one
 * integration are single-flight in this process; another process that renewed first is noticed in
 * the read model (the refresh token rotates, so the old one would be refused).
 */
@Injectable()
export class ChannelConnections {
  private readonly renewing = new Map<string, Promise<ChannelConnection>>();

  constructor(
    private readonly adapters: ChannelAdapters,
    private readonly cipher: TokenCipher,
    private readonly rows: CompanyChannelRows,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  /** Runs `call` with a working connection: renewed first when expired, renewed and run again once on a 401. */
  async use<T>(
    integration: CompanyChannelRow,
    call: (connection: ChannelConnection, adapter: ChannelAdapter) => Promise<T>,
  ): Promise<T> {
    const adapter = this.adapters.of(integration.channel_id);
    const connection = this.expired(integration) ? await this.renew(integration) : this.open(integration);
    try {
      return await call(connection, adapter);
    } catch (error) {
      if (!(error instanceof ChannelError) || error.status !== 401 || !integration.refresh_ciphertext) throw error;
      return call(await this.renew(integration), adapter);
    }
  }

  private open(integration: CompanyChannelRow): ChannelConnection {
    return {
      storeId: integration.store_id ?? '',
      accessToken: this.cipher.open(integration.token_ciphertext ?? ''),
      apiAddress: integration.api_address,
    };
  }

  private expired(integration: CompanyChannelRow): boolean {
    if (!integration.token_expires_at || !integration.refresh_ciphertext) return false;
    return new Date(integration.token_expires_at).getTime() - EXPIRY_MARGIN_MS <= Date.now();
  }

  private renew(integration: CompanyChannelRow): Promise<ChannelConnection> {
    const running = this.renewing.get(integration.id);
    if (running) return running;
    const renewal = this.renewNow(integration).finally(() => this.renewing.delete(integration.id));
    this.renewing.set(integration.id, renewal);
    return renewal;
  }

  private async renewNow(stale: CompanyChannelRow): Promise<ChannelConnection> {
    const integration = await this.rows.byId(stale.id);
    if (!integration) throw new ChannelError('Integração removida.', 404);
    // Renewed meanwhile (another process, or a reconnection): the new token is the one to use.
    if (integration.token_ciphertext !== stale.token_ciphertext && !this.expired(integration))
      return this.open(integration);
    if (!integration.refresh_ciphertext)
      throw new ChannelError('O canal recusou o token de acesso: conecte a loja novamente.', 401);
    const current = this.open(integration);
    const grant = await this.adapters
      .of(integration.channel_id)
      .refresh(this.cipher.open(integration.refresh_ciphertext), current);
    const tokens = {
      token_ciphertext: this.cipher.seal(grant.accessToken),
      refresh_ciphertext: grant.refreshToken ? this.cipher.seal(grant.refreshToken) : null,
      expires_at: grant.expiresAt,
    };
    await this.dispatcher.dispatch(new RefreshChannelTokensCommand(integration, tokens));
    return { ...current, accessToken: grant.accessToken };
  }
}
