import { createDataSource } from '../platform/database/database.provider.js';

/** Applies pending migrations (one transaction for all of them). */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Defina DATABASE_URL para aplicar as migrações.');
const db = await createDataSource({ databaseUrl }).initialize();
const applied = await db.runMigrations({ transaction: 'all' });
console.log(
  applied.length ? `Migrações aplicadas: ${applied.map((m) => m.name).join(', ')}` : 'Banco de dados em dia.',
);
await db.destroy();
