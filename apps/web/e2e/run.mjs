// Runs the browser tests with node's test runner (its summary is what CI reads).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.mjs'))
  // E2E_FILES=tracking,orders runs only those files (a contributor's quick loop).
  .filter((f) => !process.env.E2E_FILES || process.env.E2E_FILES.split(',').includes(f.replace('.test.mjs', '')))
  .map((f) => dir + f);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
