import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../queue/redis.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';

export type Check = 'ok' | 'falhou';

export interface Readiness {
  ready: boolean;
  stopping: boolean;
  checks: { database: Check; redis: Check; storage: Check };
}

const CHECK_TIMEOUT_MS = 3000;

/** Whether each dependency answers within the bound (a hung one must not hang the probe). */
async function probe(check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'falhou';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for orchestrators and load balancers, on API and worker processes alike.
 * A stopping process answers not ready at once, so the proxy stops sending it requests while the
 * ones in flight finish.
 */
@Injectable()
export class HealthService implements OnModuleDestroy {
  private stopping = false;

  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The first shutdown hook: from here on readiness fails. */
  onModuleDestroy(): void {
    this.stopping = true;
  }

  async readiness(): Promise<Readiness> {
    const [database, redis, storage] = await Promise.all([
      probe(() => this.db.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.storage.ping()),
    ]);
    const checks = { database, redis, storage };
    return {
      ready: !this.stopping && Object.values(checks).every((check) => check === 'ok'),
      stopping: this.stopping,
      checks,
    };
  }
}
