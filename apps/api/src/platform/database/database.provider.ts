import { migrations } from '@despacho/migrations';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';

/** The one connection pool; schema comes only from migrations (never synchronize). */
export function createDataSource(config: Pick<AppConfig, 'databaseUrl'>): DataSource {
  return new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    migrations,
    synchronize: false,
    migrationsTransactionMode: 'all',
    extra: {
      max: 20,
      // A stuck transaction would hold back every async reader (gap-safe reading waits for it).
      options: '-c idle_in_transaction_session_timeout=30000',
    },
  });
}
