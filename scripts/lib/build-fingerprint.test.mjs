// npm start's build: only the packages whose inputs changed, and their dependents, are built again.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildChanged, buildPlan } from './build-fingerprint.mjs';

function workspace({ git = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'despacho-fingerprint-'));
  const write = (file, text) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const manifest = (name, deps = {}) => JSON.stringify({ name, scripts: { build: 'tsc' }, dependencies: deps });
  write('package.json', '{}');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('.gitignore', 'dist/\n*.log\n');
  write('pnpm-workspace.yaml', "packages:\n  - 'packages/*'\nonlyBuiltDependencies:\n  - esbuild\n");
  write('packages/core/package.json', manifest('core'));
  write('packages/core/src/index.ts', 'export const a = 1;\n');
  write('packages/app/package.json', manifest('app', { core: 'workspace:*' }));
  write('packages/app/src/main.ts', 'export const b = 2;\n');
  if (git) spawnSync('sh', ['-c', 'git init -q && git add -A'], { cwd: root });
  return { root, write };
}

/** buildChanged with a stand-in for pnpm that "builds" by creating dist/ and records what it was asked. */
function build(root) {
  const calls = [];
  buildChanged(root, (command, args) => {
    calls.push([command, ...args].join(' '));
    for (const pkg of ['core', 'app']) mkdirSync(join(root, 'packages', pkg, 'dist'), { recursive: true });
  });
  return calls;
}

const stale = (root) =>
  buildPlan(root)
    .filter((pkg) => pkg.stale)
    .map((pkg) => pkg.name);

describe('build fingerprints', () => {
  const roots = [];
  after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('builds everything at first, dependencies first, then nothing while nothing changes', () => {
    const { root } = workspace();
    roots.push(root);
    assert.deepEqual(stale(root), ['core', 'app']);
    assert.deepEqual(build(root), ['pnpm -r --workspace-concurrency=1 --filter core --filter app run build']);
    assert.deepEqual(stale(root), []);
    assert.deepEqual(build(root), []);
  });

  it('rebuilds a changed package and its dependents, counting new files and ignoring ignored ones', () => {
    const { root, write } = workspace();
    roots.push(root);
    build(root);
    write('packages/app/build.log', 'ignored by .gitignore');
    assert.deepEqual(stale(root), []);
    write('packages/app/src/extra.ts', 'export const c = 3;\n'); // new, not yet added to git
    assert.deepEqual(stale(root), ['app']);
    build(root);
    write('packages/core/src/index.ts', 'export const a = 10;\n');
    assert.deepEqual(stale(root), ['core', 'app']);
    build(root);
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# changed\n');
    assert.deepEqual(build(root), ['pnpm -r --workspace-concurrency=1 --filter core --filter app run build']);
  });

  it("builds a stale package's tools output too (the API's benches and seed), after the builds", () => {
    const { root, write } = workspace();
    roots.push(root);
    const scripts = { build: 'tsc', 'build:tools': 'tsc' };
    write('packages/app/package.json', JSON.stringify({ name: 'app', scripts, dependencies: { core: 'workspace:*' } }));
    const both = 'pnpm -r --workspace-concurrency=1 --filter core --filter app run build';
    assert.deepEqual(build(root), [both, 'pnpm --filter app run build:tools']);
    write('packages/core/src/index.ts', 'export const a = 10;\n');
    assert.deepEqual(build(root), [both, 'pnpm --filter app run build:tools']);
    assert.deepEqual(build(root), []);
  });

  it('a removed dist/ is built again', () => {
    const { root } = workspace();
    roots.push(root);
    build(root);
    rmSync(join(root, 'packages/app/dist'), { recursive: true });
    assert.deepEqual(stale(root), ['app']);
  });

  it('outside a git checkout everything is built, every time', () => {
    const { root } = workspace({ git: false });
    roots.push(root);
    assert.equal(buildPlan(root), null);
    assert.deepEqual(build(root), ['pnpm build']);
    assert.deepEqual(build(root), ['pnpm build']);
  });
});
