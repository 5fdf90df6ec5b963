import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PgChannelListener } from '../database/pg-channel-listener.js';
import type { ResolvedActor } from './actor.js';

/** NOTIFY channel on which identity changes name the user whose sessions must be resolved again. */
export const IDENTITY_CHANNEL = 'despacho_identity';
const MAX_ENTRIES = 10_000;

/**
 * Callers resolved from the read model, kept per (user, company) until an event about that user
 * commits (NOTIFY from the identity module), so a removed user or a lost membership still ends the
 * session at once, without a database round trip on every request.
 */
@Injectable()
export class ActorCache implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly entries = new Map<string, Promise<ResolvedActor | null>>();
  private readonly listener: PgChannelListener;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new PgChannelListener(config.databaseUrl, IDENTITY_CHANNEL, {
      message: (userId) => this.forget(userId),
      lost: () => this.entries.clear(),
    });
  }

  resolve(userId: string, companyId: string, load: () => Promise<ResolvedActor | null>): Promise<ResolvedActor | null> {
    if (!this.listener.live) return load();
    const key = `${userId}:${companyId}`;
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      entry = load();
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  /** Drops the user's resolved sessions ('' drops all). */
  forget(userId: string): void {
    if (!userId) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}
