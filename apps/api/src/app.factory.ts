import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { RedactingLogger } from './platform/logging/redacting-logger.js';
import type { AppConfig } from './platform/config/app-config.js';
import { redirectPagesToPublicOrigin } from './platform/http/canonical-origin.js';
import { answerClientError } from './platform/http/client-error.js';
import { frameworkMessage } from './platform/http/error.filter.js';
import { PayloadPipe } from './platform/http/payload.pipe.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { parseQueryString } from './platform/http/query-string.js';
import { buildOpenApi } from './platform/openapi/openapi.js';
import { channelStubs } from './stubs/channel-stubs.js';

const BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;
const SAFE_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const correlationIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && SAFE_CORRELATION_ID.test(header) ? header : randomUUID();
/**
 * Fastify 5 no longer takes a hop count (it trusts no one for a number): N hops trusts the N
 * nearest peers whatever their address, as proxy-addr counts them (only safe when every client
 * reaches the server through those proxies).
 */
function trustedProxies(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * A graceful stop waits for the requests in flight, but a keep-alive connection that goes idle
 * after close() began would hold the server open until its timeout: answers sent while stopping
 * close their connection.
 */
function closeConnectionsWhenStopping(adapter: FastifyAdapter): void {
  const fastify = adapter.getInstance();
  let stopping = false;
  fastify.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) void reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** Builds the whole application (API under /api, Swagger at /docs, the SPA when WEB_DIST is set). */
export async function createApp(config: AppConfig, options: { logger?: false } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    // A client's X-Correlation-Id is kept only when it is a plain id: it goes into logs and 500 bodies.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => correlationIdOf(request.headers['x-correlation-id']),
    // Errors Fastify answers before routing (a too long URL parameter) get the same pt-BR {message}.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.status(status).send({ message: frameworkMessage(error, status) });
    },
    routerOptions: { querystringParser: parseQueryString },
    // Node's parser refuses a request line or headers over 16 KB (a long query string) before routing.
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: options.logger ?? new RedactingLogger({ logLevels: ['error', 'warn'] }),
    // Channel webhooks are signed over the exact bytes sent (HMAC of the raw body).
    rawBody: true,
  });
  registerSecurityHeaders(app, config.recaptcha);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } });
  closeConnectionsWhenStopping(adapter);
  if (config.channelStubs) await app.register(channelStubs(config), { prefix: '/stubs' });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new PayloadPipe());
  app.enableShutdownHooks();
  // Built on first request: the actions are registered by the modules' init, after this line.
  SwaggerModule.setup('docs', app, () => buildOpenApi(app), {
    jsonDocumentUrl: 'openapi.json',
    useGlobalPrefix: false,
  });
  if (config.webDist) {
    if (!config.production) redirectPagesToPublicOrigin(adapter.getInstance(), config.publicUrl);
    // The web build writes a .gz beside each file (apps/web/vite.config.ts); Vite's hashed /assets/ never
    // change under one name, so a warm cache skips revalidating them (issue 34, docs/benchmarks.md 'Pages').
    await app.register(fastifyStatic, {
      root: resolve(config.webDist),
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await app.init();
  return app;
}
