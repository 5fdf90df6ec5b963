// npm test's bundle-size check: a page's JS is its entry plus its chunks' static imports, once each.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets, staticFiles } from './bundle-budget.mjs';

// A Vite manifest in miniature: the entry, two lazy pages sharing a chunk, a CSS file.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/tracking.page.tsx': { file: 'assets/tracking.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/orders.page.tsx': {
    file: 'assets/orders.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/heavy.tsx'],
  },
  'src/heavy.tsx': { file: 'assets/heavy.js', isDynamicEntry: true },
};
const sizes = { 'assets/index.js': 40, 'assets/react.js': 60, 'assets/shared.js': 10, 'assets/tracking.js': 5 };
const sizeOf = (file) => (sizes[file] ?? 0) * 1024;

describe('bundle budget', () => {
  it('counts the entry, the page and their static imports once each, never a lazy import nor CSS', () => {
    assert.deepEqual(staticFiles(manifest, ['src/orders.page.tsx']).sort(), [
      'assets/index.js',
      'assets/orders.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('passes a page within its budget', () => {
    const [row] = checkBudgets(manifest, { rastreio: { chunks: ['src/tracking.page.tsx'], maxGzipKB: 115 } }, sizeOf);
    assert.equal(row.kb, 115);
    assert.equal(row.over, false);
  });

  it('fails a page that grew past its budget', () => {
    const [row] = checkBudgets(manifest, { rastreio: { chunks: ['src/tracking.page.tsx'], maxGzipKB: 114 } }, sizeOf);
    assert.equal(row.over, true);
  });

  it('refuses a budget naming a chunk the build no longer has', () => {
    assert.throws(
      () => checkBudgets(manifest, { x: { chunks: ['src/gone.page.tsx'], maxGzipKB: 1 } }, sizeOf),
      /src\/gone\.page\.tsx/,
    );
  });
});
