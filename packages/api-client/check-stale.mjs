// Fails when the committed openapi.json or the client generated from it no longer matches the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { clientOptions } from './openapi-ts.options.mjs';

const here = new URL('.', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'despacho-client-'));
const freshDocument = join(scratch, 'openapi.json');
execFileSync('node', [join(here, '../../apps/api/dist/bin/write-openapi.js'), freshDocument], { stdio: 'inherit' });

const problems = [];
if (readFileSync(freshDocument, 'utf8') !== readFileSync(join(here, 'openapi.json'), 'utf8')) {
  problems.push('packages/api-client/openapi.json difere da API atual');
}
await createClient(clientOptions(join(here, 'openapi.json'), join(scratch, 'gen')));
try {
  execFileSync('diff', ['-r', join(scratch, 'gen'), join(here, 'src/gen')], { stdio: 'inherit' });
} catch {
  problems.push('packages/api-client/src/gen difere do gerado a partir de openapi.json');
}
if (problems.length) {
  console.error(`Cliente da API desatualizado: ${problems.join('; ')}. Rode \`pnpm openapi\` e faça commit.`);
  process.exit(1);
}
console.log('Cliente da API em dia com o documento OpenAPI.');
