// A fresh clone has only Node and npm: install pnpm and the workspace's dependencies when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './processes.mjs';

function hasPnpm() {
  return spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function ensureTooling() {
  if (!hasPnpm()) {
    console.log('pnpm não encontrado: instalando com npm i -g pnpm@10 ...');
    run('npm', ['i', '-g', 'pnpm@10']);
  }
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
    console.log('Instalando dependências (pnpm install --frozen-lockfile) ...');
    run('pnpm', ['install', '--frozen-lockfile']);
  }
}
