import { defineConfig } from '@hey-api/openapi-ts';
import { clientOptions } from './openapi-ts.options.mjs';

export default defineConfig(clientOptions('./openapi.json', 'src/gen'));
