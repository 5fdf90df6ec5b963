// npm start builds only the workspace packages whose inputs changed since their last build: a built
// package keeps the fingerprint of its inputs in dist/, so a fresh clone (no dist/) builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Inputs of every package besides its own files: the resolved dependencies and the shared settings.
const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json', 'package.json', 'pnpm-workspace.yaml'];
const STAMP = 'dist/.build-fingerprint';

/** The files git would commit (tracked or new, .gitignore honoured); null outside a git checkout. */
function sourceFiles(root) {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return git.status === 0 ? [...new Set(git.stdout.split('\0').filter(Boolean))].sort() : null;
}

/** The folders pnpm-workspace.yaml lists under `packages:` ('apps/*' matches one level). */
function workspaceDirs(root, files) {
  const section = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split(/^packages:/m)[1]
    ?.split(/^\S/m)[0];
  const patterns = [...(section ?? '').matchAll(/^\s+-\s+['"]?([^'"\s]+)/gm)].map(([, glob]) => {
    const source = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]+');
    return new RegExp(`^${source}/package\\.json$`);
  });
  return files.filter((file) => patterns.some((pattern) => pattern.test(file))).map((file) => file.slice(0, -13));
}

/** The workspace's packages, each after the workspace packages it depends on. */
function packagesInBuildOrder(root, files) {
  const byName = new Map();
  for (const dir of workspaceDirs(root, files)) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    byName.set(manifest.name, {
      name: manifest.name,
      dir,
      builds: Boolean(manifest.scripts?.build),
      buildsTools: Boolean(manifest.scripts?.['build:tools']),
      deps: Object.keys(deps).filter((dep) => String(deps[dep]).startsWith('workspace:')),
    });
  }
  const ordered = [];
  const seen = new Set();
  const visit = (pkg) => {
    if (!pkg || seen.has(pkg)) return;
    seen.add(pkg);
    pkg.deps.forEach((dep) => visit(byName.get(dep)));
    ordered.push(pkg);
  };
  byName.forEach(visit);
  return ordered;
}

/**
 * Each package with a build script, its fingerprint (its files, the shared inputs and its workspace
 * dependencies' fingerprints, so a changed dependency rebuilds its dependents) and whether dist/
 * holds another. Null outside a git checkout: then everything is built.
 */
export function buildPlan(root) {
  const files = sourceFiles(root);
  if (!files) return null;
  const prints = new Map();
  const plan = [];
  for (const pkg of packagesInBuildOrder(root, files)) {
    const hash = createHash('sha256');
    for (const file of [...SHARED_INPUTS, ...files.filter((f) => f.startsWith(`${pkg.dir}/`))]) {
      const path = join(root, file);
      hash
        .update(`${file}\0`)
        .update(existsSync(path) ? readFileSync(path) : 'deleted')
        .update('\0');
    }
    pkg.deps.forEach((dep) => hash.update(prints.get(dep) ?? dep));
    const print = hash.digest('hex');
    prints.set(pkg.name, print);
    if (!pkg.builds) continue;
    const stamp = join(root, pkg.dir, STAMP);
    plan.push({ ...pkg, print, stale: !existsSync(stamp) || readFileSync(stamp, 'utf8') !== print });
  }
  return plan;
}

/** Builds the stale packages (all of them outside a git checkout), then records their fingerprints. */
export function buildChanged(root, run) {
  const plan = buildPlan(root);
  if (!plan) return run('pnpm', ['build']);
  const stale = plan.filter((pkg) => pkg.stale);
  if (!stale.length) return console.log('Build em dia: nada mudou desde o último.');
  const filters = stale.flatMap((pkg) => ['--filter', pkg.name]);
  run('pnpm', ['-r', '--workspace-concurrency=1', ...filters, 'run', 'build']);
  // The API's benches and demo seed (dist-tools, outside the production build), as the root `pnpm build` does.
  for (const pkg of stale.filter((each) => each.buildsTools)) run('pnpm', ['--filter', pkg.name, 'run', 'build:tools']);
  for (const pkg of stale) writeFileSync(join(root, pkg.dir, STAMP), pkg.print);
}
