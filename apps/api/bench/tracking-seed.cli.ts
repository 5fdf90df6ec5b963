// node dist-bench/bench/tracking-seed.cli.js: seeds TRACKING_SEED_SHIPMENTS open Correios shipments of
// TRACKING_SEED_COMPANIES companies into DATABASE_URL (scale:demo's tracking step).
import { createScriptContext } from '../src/bin/app-context.js';
import { seedTrackingShipments } from './tracking-seed.js';

const app = await createScriptContext();
try {
  await seedTrackingShipments(
    app,
    Number(process.env.TRACKING_SEED_SHIPMENTS ?? 3000),
    Number(process.env.TRACKING_SEED_COMPANIES ?? 3),
  );
} finally {
  await app.close();
}
