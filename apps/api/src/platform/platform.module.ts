import { Global, Inject, Module, type OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AccessGuard } from './auth/access.guard.js';
import { ActorCache } from './auth/actor-cache.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { VerifiedTokens } from './auth/verified-tokens.js';
import { ActionRegistry } from './commands/action-registry.js';
import { PublicActionRegistry } from './commands/public-action-registry.js';
import { CommandDispatcher } from './commands/command-dispatcher.js';
import { CommandController } from './commands/command.controller.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { CompanyCounters } from './counters/company-counters.js';
import { createDataSource } from './database/database.provider.js';
import { AggregateRepository } from './event-store/aggregate-repository.js';
import { CatchUpRunner } from './event-store/catch-up-runner.js';
import { EventLogReader } from './event-store/event-log-reader.js';
import { EventStore } from './event-store/event-store.js';
import { ProjectionRebuilder } from './event-store/projection-rebuilder.js';
import { ProjectionRegistry } from './event-store/projection-registry.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { ErrorFilter } from './http/error.filter.js';
import { Mailer } from './mail/mailer.js';
import { EventRelay } from './queue/event-relay.js';
import { EventWorker } from './queue/event-worker.js';
import { createRedis, REDIS } from './queue/redis.js';
import { SideEffects } from './queue/side-effects.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import { fileStorageProvider } from './storage/file-storage.provider.js';

const eventStore = [
  EventStore,
  EventLogReader,
  ProjectionRegistry,
  AggregateRepository,
  CatchUpRunner,
  ProjectionRebuilder,
];
const queue = [EventRelay, SideEffects, EventWorker];

/** Cross-cutting services every context uses: config, database, file storage, event store, queue, auth, errors. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot(), PassportModule],
      controllers: [CommandController, HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DataSource, useFactory: () => createDataSource(config).initialize() },
        { provide: REDIS, useFactory: () => createRedis(config.redisUrl) },
        fileStorageProvider(config),
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        JwtStrategy,
        VerifiedTokens,
        ActorCache,
        ActionRegistry,
        PublicActionRegistry,
        CommandDispatcher,
        Mailer,
        CompanyCounters,
        HealthService,
        ...eventStore,
        ...queue,
      ],
      exports: [
        APP_CONFIG,
        DataSource,
        REDIS,
        FILE_STORAGE,
        ActionRegistry,
        PublicActionRegistry,
        CommandDispatcher,
        ActorCache,
        Mailer,
        CompanyCounters,
        CqrsModule,
        ...eventStore,
        ...queue,
      ],
    };
  }

  /** Last to close, after the workers and the relay queue that use them. */
  async onApplicationShutdown(): Promise<void> {
    await this.db.destroy();
    this.redis.disconnect();
    this.storage.close?.();
  }
}
