import type { FastifyRequest } from 'fastify';

/**
 * A request as a log line names it: the method, the route's pattern (its path parameters, signed
 * links' tokens among them, unnamed) and the query's keys without their values (`?token=…`).
 * A route not found logs its path alone.
 */
export function requestLine(request: FastifyRequest): string {
  const [path, query] = request.url.split('?', 2);
  const keys = query ? [...new URLSearchParams(query).keys()].map((key) => `${key}=…`).join('&') : '';
  return `${request.method} ${request.routeOptions?.url ?? path}${keys ? `?${keys}` : ''}`;
}
