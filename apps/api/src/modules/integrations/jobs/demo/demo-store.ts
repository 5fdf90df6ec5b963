import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { type SessionLockRelease, trySessionLock } from '../../../../platform/database/session-lock.js';
import { untilAnswering } from '../../../../platform/http/until-answering.js';
import { firstAdminOf, oldestCompanyNamed } from '../../../identity/index.js';
import { ChannelAdapters } from '../../adapters/channel-adapters.js';
import { nuvemshopChannel } from '../../channels/nuvemshop/nuvemshop.channel.js';
import { NewCompanyChannelCommand } from '../../commands/new-company-channel/new-company-channel.command.js';
import { OAuthStates } from '../../adapters/oauth/oauth-states.js';

/** The demo company whose store places orders on its own (the seed's). */
export const DEMO_COMPANY = 'Loja Demo';

/**
 * Demo mode: 'Loja Demo' comes with the stub Nuvemshop store (served under /stubs) connected, and
 * the store places an order every DEMO_STORE_ORDER_EVERY_SECONDS. The stub keeps its state in
 * memory, so the store is connected again at each boot, through the real OAuth path (a state of the
 * company's admin, the stub's authorize redirect, NewCompanyChannel); each order then arrives as a
 * Nuvemshop one does: an order/created webhook signed with X-Linkedstore-HMAC-SHA256, the inbox,
 * the job, NewOrder. Never in production (the config keeps the interval at 0 there). One API process
 * of a deployment drives it (a session lock): with several, each would connect the one store again
 * and place its own orders; the others stay quiet.
 */
@Injectable()
export class DemoStore implements OnApplicationShutdown {
  private readonly logger = new Logger(DemoStore.name);
  private timer: NodeJS.Timeout | null = null;
  private release: SessionLockRelease | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandDispatcher,
    private readonly states: OAuthStates,
    private readonly adapters: ChannelAdapters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** After the API listens (the stub is served by it): connect 'Loja Demo', then an order every interval. */
  async start(): Promise<void> {
    const seconds = this.config.demoStoreOrderEverySeconds;
    if (seconds <= 0 || this.config.production) return;
    try {
      const companyId = await oldestCompanyNamed(this.db, DEMO_COMPANY);
      if (!companyId) return;
      this.release = await trySessionLock(this.db, 'demo-store');
      if (!this.release) {
        this.logger.log('Loja Nuvemshop de demonstração conduzida por outro processo.');
        return;
      }
      await untilAnswering(this.stubUrl());
      await this.connect(companyId);
    } catch (error) {
      this.logger.warn(`Loja Nuvemshop de demonstração não conectada: ${(error as Error).message}`);
      return;
    }
    this.timer = setInterval(() => {
      this.tick().catch((error: Error) => this.logger.warn(`Pedido da loja de demonstração: ${error.message}`));
    }, seconds * 1000);
    this.timer.unref();
    this.logger.log(`Loja Nuvemshop de demonstração conectada à '${DEMO_COMPANY}': um pedido a cada ${seconds} s.`);
  }

  /** Connects (or reconnects) the stub store to the company as its first admin would: returns the integration id. */
  async connect(companyId: string): Promise<string> {
    const admin = await firstAdminOf(this.db, companyId);
    if (!admin) throw new Error('a empresa não tem administrador.');
    const state = await this.states.issue(companyId, admin.id, nuvemshopChannel.id);
    const redirect = await fetch(this.adapters.of(nuvemshopChannel.id).authorizeUrl(state), { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '', this.stubUrl()).searchParams.get('code');
    if (!code) throw new Error(`a loja stub não autorizou (HTTP ${redirect.status}).`);
    const actor = {
      userId: admin.id,
      companyId,
      name: admin.name,
      email: admin.email,
      isAdmin: true,
      isSuperAdmin: false,
      permissions: null,
    };
    const context = { companyId, userId: admin.id, correlationId: randomUUID() };
    const { id } = await this.commands.dispatch(
      new NewCompanyChannelCommand({ channel: { id: nuvemshopChannel.id }, data: { code, state } }, actor, context),
    );
    return id;
  }

  /** The store places one order; the stub notifies order/created to the webhooks registered at connect. */
  async tick(): Promise<number> {
    const response = await fetch(`${this.stubUrl()}/_stub/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`a loja stub respondeu ${response.status}.`);
    return Number(((await response.json()) as { id: unknown }).id);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.release?.();
  }

  /** The stub's root, where its authorize page and its /_stub controls are (NUVEMSHOP_AUTH_URL in demo mode). */
  private stubUrl(): string {
    return this.config.nuvemshop.authUrl;
  }
}
