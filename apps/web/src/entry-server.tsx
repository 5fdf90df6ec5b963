import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import type { SsrSeed } from './shared/ssr/ssr-seed';

export type { SsrSeed };

async function prerender(url: string, seed: SsrSeed): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(<AppRoot router={Router} seed={seed} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTML of the page at `url` with the data in `seed` (vite build --ssr: dist-ssr/entry-server.js,
 * which the API renders the public tracking result with; issue 34). The CSP refuses inline scripts
 * (scripts only from our files), and React finishes a Suspense boundary with one when it writes the
 * boundary apart: for a large one (hence no progressive chunks) or for a lazy part still loading (the
 * first render of a page loads its parts; the page is then rendered again).
 */
export async function renderPage(url: string, seed: SsrSeed): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const html = await prerender(url, seed);
    if (!html.includes('<script')) return html;
    if (attempt === 3) throw new Error(`${url}: a página ainda suspende depois de carregada`);
  }
}
