import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../platform/config/app-config.js';
import { RedactingLogger } from '../platform/logging/redacting-logger.js';

/** The application without HTTP, polling or workers: for one-shot scripts. */
export function createScriptContext(): Promise<INestApplicationContext> {
  const config = { ...loadConfig(), catchUpIntervalMs: 0, runWorkers: false };
  return NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new RedactingLogger({ logLevels: ['error', 'warn'] }),
  });
}
