import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { parseQueryString } from './platform/http/query-string.js';
import { VALIDATION_OPTIONS, validationFailed } from './platform/http/validation.js';
import { buildOpenApi } from './platform/openapi/openapi.js';

const BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Builds the whole application (API under /api, Swagger at /docs, the SPA when WEB_DIST is set). */
export async function createApp(config: AppConfig, options: { logger?: false } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    requestIdHeader: 'x-correlation-id',
    genReqId: () => randomUUID(),
    routerOptions: { querystringParser: parseQueryString },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: options.logger ?? ['error', 'warn'],
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe({ ...VALIDATION_OPTIONS, transform: true, exceptionFactory: validationFailed }));
  app.enableShutdownHooks();
  const document = buildOpenApi(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', useGlobalPrefix: false });
  if (config.webDist) {
    await app.register(fastifyStatic, { root: resolve(config.webDist), wildcard: false });
  }
  await app.init();
  return app;
}
