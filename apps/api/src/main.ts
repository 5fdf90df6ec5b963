import { createApp } from './app.factory.js';
import { loadConfig } from './platform/config/app-config.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen({ port: config.port, host: '0.0.0.0' });
// Printed only once the port is bound; scripts/lib/processes.mjs (API_LISTENING) waits for this line.
console.log(`Despacho API ouvindo em ${config.publicUrl} (documentação em ${config.publicUrl}/docs)`);
