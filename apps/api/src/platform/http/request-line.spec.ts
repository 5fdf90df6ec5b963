import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLine } from './request-line.js';

const request = (method: string, url: string, route?: string) =>
  ({ method, url, routeOptions: { url: route } }) as unknown as FastifyRequest;

describe('a request as a log line names it', () => {
  it("names the route's pattern and the query's keys, never a path parameter's or a query's value", () => {
    expect(
      requestLine(
        request(
          'POST',
          '/api/carrier-registrations/5a0c/files?token=abc.def&x=1',
          '/api/carrier-registrations/:id/files',
        ),
      ),
    ).toBe('POST /api/carrier-registrations/:id/files?token=…&x=…');
    expect(
      requestLine(request('GET', '/api/checkout/mercadolivre/1/segredo', '/api/checkout/mercadolivre/:id/:secret')),
    ).toBe('GET /api/checkout/mercadolivre/:id/:secret');
    expect(requestLine(request('GET', '/api/nada?code=1'))).toBe('GET /api/nada?code=…');
  });
});
