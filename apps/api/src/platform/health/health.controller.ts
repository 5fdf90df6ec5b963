import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators.js';
import { HealthService, type Readiness } from './health.service.js';

const READINESS_SCHEMA = {
  type: 'object',
  properties: {
    ready: { type: 'boolean' },
    stopping: { type: 'boolean' },
    checks: {
      type: 'object',
      properties: { database: { type: 'string' }, redis: { type: 'string' }, storage: { type: 'string' } },
    },
  },
};

@ApiTags('health')
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    operationId: 'health',
    summary: 'PostgreSQL, Redis e o armazenamento de arquivos respondem (o mesmo que /health/ready)',
  })
  @ApiOkResponse({ schema: READINESS_SCHEMA })
  @ApiServiceUnavailableResponse({ schema: READINESS_SCHEMA })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    return this.ready(reply);
  }

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ operationId: 'healthLive', summary: 'O processo está de pé (liveness: não consulta dependências)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string' } } } })
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'healthReady',
    summary: 'Pronto para receber tráfego: banco, Redis e armazenamento respondem e não está encerrando',
  })
  @ApiOkResponse({ schema: READINESS_SCHEMA })
  @ApiServiceUnavailableResponse({ schema: READINESS_SCHEMA })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const readiness = await this.health.readiness();
    void reply.status(readiness.ready ? 200 : 503);
    return readiness;
  }
}
