import { createApp } from './app.factory.js';
import { loadConfig } from './platform/config/app-config.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen({ port: config.port, host: '0.0.0.0' });
console.log(`Despacho API ouvindo em ${config.publicUrl} (documentação em ${config.publicUrl}/docs)`);
