// The bundle-size check of npm test: what each budgeted page loads before it can render, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifest key of the HTML entry (the one chunk every page loads). */
function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('O manifesto do Vite não tem entrada (build.manifest ligado?).');
  return key;
}

/** The JS files a page loads statically: the entry, the page's chunks, and their static imports. */
export function staticFiles(manifest, chunks) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`O manifesto do Vite não tem ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entryKey(manifest), ...chunks]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Each budget's gzipped bytes beside its limit; `over` marks the ones past it. */
export function checkBudgets(manifest, budgets, gzippedSize) {
  return Object.entries(budgets).map(([name, { chunks, maxGzipKB }]) => {
    const bytes = staticFiles(manifest, chunks).reduce((sum, file) => sum + gzippedSize(file), 0);
    return { name, kb: bytes / 1024, maxGzipKB, over: bytes > maxGzipKB * 1024 };
  });
}

/** Reads a built web app (dist with .vite/manifest.json) and answers checkBudgets' rows. */
export function checkDist(dist, budgets) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  return checkBudgets(manifest, budgets, (file) => gzipSync(readFileSync(join(dist, file))).length);
}
