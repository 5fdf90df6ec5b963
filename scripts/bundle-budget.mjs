// npm test's bundle-size check: reads apps/web/dist (built first) and fails when a page's JS grows past its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDist } from './lib/bundle-budget.mjs';
import { root } from './lib/processes.mjs';

const { budgets } = JSON.parse(readFileSync(join(root, 'scripts/bundle-budget.json'), 'utf8'));
const rows = checkDist(process.env.WEB_DIST ?? join(root, 'apps/web/dist'), budgets);
for (const row of rows)
  console.log(
    `${row.over ? 'ACIMA' : 'ok   '}  ${row.name.padEnd(20)} ${row.kb.toFixed(1).padStart(7)} KB gzip (limite ${row.maxGzipKB} KB)`,
  );
const over = rows.filter((row) => row.over);
if (over.length) {
  console.error(`JS acima do orçamento: ${over.map((row) => row.name).join(', ')} (scripts/bundle-budget.json).`);
  process.exit(1);
}
