// The bench's reference: a Nest + Fastify app with one no-op POST /api/quotations that parses the
// same request bodies and answers a fixed quote answer of the API's size (the file NOOP_ANSWER
// names), with no auth, validation or pricing. What it serves is the framework's own cost, so
// "ours / no-op" measures our pipeline, not Nest or Fastify.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

const answer: unknown = JSON.parse(readFileSync(process.env.NOOP_ANSWER!, 'utf8'));

@Controller()
class NoopQuoteController {
  @Post('quotations')
  @HttpCode(200)
  quote(@Body() _body: unknown): unknown {
    return answer;
  }
}

@Module({ controllers: [NoopQuoteController] })
class NoopQuoteModule {}

const app = await NestFactory.create<NestFastifyApplication>(
  NoopQuoteModule,
  new FastifyAdapter({ bodyLimit: 1024 * 1024 }),
  { logger: ['error', 'warn'] },
);
app.setGlobalPrefix('api');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`Despacho API ouvindo em http://127.0.0.1:${process.env.PORT} (no-op)`);
