import type { FastifyInstance } from 'fastify';

const NOT_PAGES = /^\/(api|stubs|docs|openapi\.json|assets)(\/|$)/;

/**
 * The session lives in the browser's storage of one origin, and OAuth providers send the merchant
 * back to PUBLIC_URL: a page opened on another name of the same server (127.0.0.1 for localhost)
 * would come back signed out. Outside production, page loads on another host are sent to PUBLIC_URL's.
 */
export function redirectPagesToPublicOrigin(fastify: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || NOT_PAGES.test(request.url)) return;
    if (!request.headers.accept?.includes('text/html') || request.headers.host === canonical.host) return;
    await reply.redirect(new URL(request.url, canonical).toString(), 302);
  });
}
