import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the boot script leaves the tracking result's early POST (features/tracking/api/public-tracking-calls.ts). */
export interface EarlyWindow {
  despachoEarlyTracking?: { code: string; response: Promise<Response> };
}

// The public tracking result (app/router.tsx's publicTrackingResultRoutes): the page a phone opens
// cold from a link. Its chunks are named by their source modules; the bundle gives their files.
const TRACKING_RESULT_MODULES = ['src/features/tracking/routes/tracking-detail.page.tsx'];

/**
 * Runs in the browser as the HTML arrives, before the app's entry has downloaded or run: on a
 * tracking result URL (keep the pattern in step with the route table) it starts the order's POST,
 * which features/tracking/api/public-tracking-calls.ts takes over, and preloads the page's chunks,
 * which the entry would otherwise ask for only once it has run. Self-contained: its source is
 * serialized into the boot file. The token key is shared/session.ts's.
 */
function earlyStart(chunks: string[]) {
  const code = /^\/tracking\/(?:c\/[^/]+\/)?([^/]+)\/?$/.exec(location.pathname)?.[1];
  if (!code) return;
  const token = localStorage.getItem('despacho.token');
  const headers: Record<string, string> = token ? { 'X-Token': token } : {};
  const response = fetch(`/api/tracking/${code}`, { method: 'POST', headers });
  (window as EarlyWindow).despachoEarlyTracking = { code: decodeURIComponent(code), response };
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/assets/${chunk}`;
    document.head.appendChild(link);
  }
}

/**
 * Vite plugin: emits the boot script (earlyStart with the tracking result's chunks, from the bundle)
 * and loads it async at the top of index.html. A file, not an inline script: the CSP allows only our
 * own files (apps/api/src/platform/http/security-headers.ts).
 */
export function earlyStartPlugin(): Plugin {
  let root = '';
  let bootFile = '';
  return {
    name: 'despacho:early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before vite:build-html writes index.html, which then names the file.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, seen);
        };
        // The entry's own static imports are in the HTML already.
        const inHtml = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry.fileName, inHtml);
        const needed = new Set<string>();
        for (const module of TRACKING_RESULT_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, module));
          if (!chunk) throw new Error(`early-start: no chunk for ${module}`);
          withImports(chunk.fileName, needed);
        }
        // Vite names every chunk assets/<name>-<hash>.js: the folder is the script's own.
        const files = [...needed].filter((file) => !inHtml.has(file)).map((file) => file.replace(/^assets\//, ''));
        const reference = this.emitFile({
          type: 'asset',
          name: 'early-start.js',
          source: `(${earlyStart.toString()})(${JSON.stringify(files)});\n`,
        });
        bootFile = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { async: true, src: `/${bootFile}` }, injectTo: 'head' }],
    },
  };
}
