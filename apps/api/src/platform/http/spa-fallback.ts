import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowFramingOf } from './security-headers.js';

/**
 * Unknown GET paths outside /api belong to the SPA's router: answer its index.html when the
 * built web app is served (reply.sendFile exists only then).
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const sendFile = (reply as FastifyReply & { sendFile?: (file: string) => unknown }).sendFile;
  if (request.method !== 'GET' || request.url.startsWith('/api') || !sendFile) return false;
  allowFramingOf(request.url, reply);
  void sendFile.call(reply, 'index.html');
  return true;
}
