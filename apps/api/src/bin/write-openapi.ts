import { writeFile } from 'node:fs/promises';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../platform/config/app-config.js';
import { buildOpenApi } from '../platform/openapi/openapi.js';

/** Writes the OpenAPI document the api-client is generated from (path given as the first argument). */
const target = process.argv[2] ?? 'openapi.json';
const app = await createApp({ ...loadConfig(), catchUpIntervalMs: 0, runWorkers: false }, { logger: false });
await writeFile(target, `${JSON.stringify(buildOpenApi(app), null, 2)}\n`);
await app.close();
console.log(`OpenAPI escrito em ${target}`);
