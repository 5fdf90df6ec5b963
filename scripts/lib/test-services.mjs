// Real PostgreSQL and Redis for the tests: configured ones, the machine's own, or embedded ones.
import { portOpen } from './net.mjs';
import { prepareDatabase, startEmbeddedPostgres } from './postgres.mjs';
import { ensureRedis } from './redis.mjs';

async function localPostgresWorks(url) {
  if (!(await portOpen('127.0.0.1', 5432))) return false;
  try {
    await prepareDatabase(url);
    return true;
  } catch {
    return false;
  }
}

/** Answers a function giving a fresh database URL per name, the Redis URL, and a stop. */
export async function testServices() {
  const redis = await ensureRedis();
  const configured = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let urlFor;
  let stopPostgres = async () => {};
  if (configured) {
    urlFor = (database) => Object.assign(new URL(configured), { pathname: `/${database}` }).toString();
  } else if (await localPostgresWorks('postgres://postgres@127.0.0.1:5432/postgres')) {
    urlFor = (database) => `postgres://postgres@127.0.0.1:5432/${database}`;
  } else {
    const embedded = await startEmbeddedPostgres({
      dataDir: '.data/pg-test',
      port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54330),
    });
    urlFor = embedded.urlFor;
    stopPostgres = embedded.stop;
  }
  return {
    redisUrl: redis.url,
    async freshDatabase(name) {
      // TEST_DB_PREFIX keeps two checkouts testing on one server apart.
      const url = urlFor(`${process.env.TEST_DB_PREFIX ?? ''}${name}`);
      await prepareDatabase(url, { fresh: true });
      return url;
    },
    async stop() {
      await stopPostgres();
      await redis.stop();
    },
  };
}
