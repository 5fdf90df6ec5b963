import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { CarrierApiError } from '../carrier-connector.js';

/** A connector's stub served on a random local port, as the API serves it, with its controls at hand. */
export async function serveStub(plugin: FastifyPluginAsync) {
  const server = Fastify();
  await server.register(plugin);
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  /** GET (no body) or POST a JSON body to one of the stub's _controls. */
  const control = async (path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  return { baseUrl, control, close: () => server.close() };
}

/** The CarrierApiError a call threw, or null when it did not throw. */
export const caught = (promise: Promise<unknown>): Promise<CarrierApiError | null> =>
  promise.then(
    () => null,
    (error: unknown) => error as CarrierApiError,
  );
