import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { IpThrottle } from '../../../platform/http/ip-throttle.guard.js';
import { allowFramingOf } from '../../../platform/http/security-headers.js';
import { spaFallback } from '../../../platform/http/spa-fallback.js';
import { TrackingService } from '../queries/tracking.service.js';
import { seededPage } from './seeded-page.js';
import type { TrackingResultDto } from './tracking.dto.js';
import { TrackingThrottleGuard } from './tracking-throttle.guard.js';

/** The web's server build (apps/web/src/entry-server.tsx). */
interface WebServerBuild {
  renderPage(url: string, seed: { tracking: { code: string; order: TrackingResultDto } }): Promise<string>;
}

const PAGES = ['/tracking/:code', '/tracking/c/:company/:code'];

/**
 * The public tracking result as HTML with its order in it, when the built web app is served with
 * its server build (apps/web/dist-ssr): a phone on a slow link paints the result before any script
 * has arrived, and the page hydrates with the order written beside it instead of asking again
 * (issue 34). The same answer and the same throttle as POST /api/tracking/{code}. An unknown code,
 * a caller past the limit or a failed render gets the plain index.html, as before: the page then
 * asks and shows the API's message itself.
 */
@Injectable()
export class TrackingPageRenderer implements OnModuleInit {
  private readonly logger = new Logger(TrackingPageRenderer.name);
  private web?: WebServerBuild;
  private template = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly tracking: TrackingService,
    @Inject(TrackingThrottleGuard) private readonly throttle: IpThrottle,
  ) {}

  async onModuleInit(): Promise<void> {
    // An application context (seed, workers) serves no HTTP.
    const http = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | null;
    if (!this.config.webDist || !http) return;
    const entry = resolve(this.config.webDist, '../dist-ssr/entry-server.js');
    if (!existsSync(entry)) return;
    this.web = (await import(pathToFileURL(entry).href)) as WebServerBuild;
    this.template = readFileSync(resolve(this.config.webDist, 'index.html'), 'utf8');
    const fastify = http.getInstance<FastifyInstance>();
    for (const path of PAGES) fastify.get(path, (request, reply) => this.answer(request, reply));
  }

  private async answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await this.render(request).catch((error: unknown) => {
      this.logger.warn(`Página de rastreio sem pré-renderização: ${String(error)}`);
      return null;
    });
    if (html === null) {
      spaFallback(request, reply);
      return reply;
    }
    allowFramingOf(request.url, reply);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      // The status changes as the carrier reports: always asked again, never kept by a shared cache.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }

  /** The page's HTML, or null when the page should ask for itself (unknown code, past the throttle). */
  private async render(request: FastifyRequest): Promise<string | null> {
    const { code } = request.params as { code: string };
    const admitted = await this.throttle.admit(request.ip).then(
      () => true,
      () => false,
    );
    if (!admitted) return null;
    const order = await this.tracking.byCode(code.slice(0, 255)).catch(() => null);
    if (!order) return null;
    const seed = { tracking: { code, order } };
    const markup = await this.web!.renderPage(request.url, seed);
    return seededPage(this.template, markup, seed);
  }
}
