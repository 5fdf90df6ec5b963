import { migrations } from '@despacho/migrations';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';

/** The one connection pool; schema comes only from migrations (never synchronize). */
export function createDataSource(
  config: Pick<AppConfig, 'databaseUrl'> & Partial<Pick<AppConfig, 'dbPoolSize'>>,
): DataSource {
  return new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    migrations,
    synchronize: false,
    migrationsTransactionMode: 'all',
    extra: {
      max: config.dbPoolSize ?? 20,
      // A stuck transaction would hold back every async reader (gap-safe reading waits for it).
      // JIT off: the list's capped count over a large range is estimated costly enough to be
      // JIT-compiled, which took 50-200 ms for a query that runs in 10 (pnpm bench:orders).
      // No parallel workers: starting them cost 30-80 ms on a bulk search that runs in 1, and
      // concurrent requests already keep the cores busy.
      options: '-c idle_in_transaction_session_timeout=30000 -c jit=off -c max_parallel_workers_per_gather=0',
    },
  });
}
