import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators.js';
import { REDIS } from '../queue/redis.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ operationId: 'health', summary: 'PostgreSQL e Redis respondem' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string' } } } })
  async check(): Promise<{ status: string }> {
    await Promise.all([this.db.query('SELECT 1'), this.redis.ping()]);
    return { status: 'ok' };
  }
}
