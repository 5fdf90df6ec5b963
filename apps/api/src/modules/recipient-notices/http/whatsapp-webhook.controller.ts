import { createHmac, timingSafeEqual } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../../platform/auth/decorators.js';
import { TokenCipher } from '../../integrations/index.js';
import { NotAllowed, Unauthenticated } from '../../../platform/errors/domain-errors.js';
import type { WhatsAppAccount } from '../events/recipient-notice-settings-events.js';
import { WHATSAPP_STATUSES } from '../policies/notices/notice-states.js';
import { RecipientNotices } from '../policies/notices/recipient-notices.js';
import { runSql, sql } from '../../../platform/database/sql.js';

interface StatusItem {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: number; title?: string; message?: string }[];
}

interface Envelope {
  entry?: { changes?: { value?: { statuses?: StatusItem[] } }[] }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * WhatsApp status webhooks of one company's account (its callback URL in Meta's dashboard names the
 * company, whose app secret signs them; CARRIERS.md §7.2). The signature is checked over the raw bytes
 * in constant time before anything is read; each (wamid, status) is taken once (Meta retries); a
 * status moves its notice only forward, whatever order they arrive in.
 */
@ApiExcludeController()
@Controller('webhooks/whatsapp')
@Public()
export class WhatsAppWebhookController {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: TokenCipher,
    private readonly notices: RecipientNotices,
  ) {}

  /** The subscription handshake: the raw challenge back when the verify token is the company's. */
  @Get(':company')
  async verify(
    @Param('company') company: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const hub = (name: string) =>
      String(query[`hub.${name}`] ?? (query.hub as Record<string, unknown> | undefined)?.[name] ?? '');
    const account = await this.account(company);
    const given = Buffer.from(hub('verify_token'));
    const expected = Buffer.from(account?.verify_token ?? '');
    if (
      hub('mode') !== 'subscribe' ||
      !account ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      throw new NotAllowed('Token de verificação inválido.');
    // Meta reads the body as the bare challenge (a refusal above stays the usual JSON {message}).
    void reply.type('text/plain; charset=utf-8');
    return hub('challenge');
  }

  @Post(':company')
  @HttpCode(200)
  async receive(
    @Param('company') company: string,
    @Req() request: RawBodyRequest<FastifyRequest>,
  ): Promise<{ message: string }> {
    const account = await this.account(company);
    const raw = request.rawBody ?? Buffer.alloc(0);
    if (!account || !this.signed(raw, request.headers['x-hub-signature-256'], account))
      throw new Unauthenticated('Assinatura inválida.');
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw.toString('utf8')) as Envelope;
    } catch {
      return { message: 'Ignorado.' };
    }
    const statuses = (envelope.entry ?? []).flatMap((entry) =>
      (entry.changes ?? []).flatMap((change) => change.value?.statuses ?? []),
    );
    for (const item of statuses) {
      const wamid = typeof item.id === 'string' ? item.id.slice(0, 200) : null;
      const status = typeof item.status === 'string' ? item.status : '';
      if (!wamid || !WHATSAPP_STATUSES.includes(status)) continue;
      const seconds = Number(item.timestamp);
      const [fresh] = await runSql(
        this.db,
        sql`INSERT INTO whatsapp_statuses (wamid, status, company_id, occurred_at, errors)
         VALUES (${wamid}, ${status}, ${company}, ${Number.isFinite(seconds) ? new Date(seconds * 1000) : null}, ${JSON.stringify(item.errors ?? null)}) ON CONFLICT (wamid, status) DO NOTHING RETURNING wamid`,
      );
      if (!fresh) continue;
      const error = item.errors?.[0];
      await this.notices.advance(
        company,
        wamid,
        status,
        error ? `WhatsApp ${error.code ?? ''}: ${error.title ?? error.message ?? 'falha na entrega'}`.trim() : null,
      );
    }
    return { message: 'Recebido.' };
  }

  private signed(raw: Buffer, header: string | string[] | undefined, account: WhatsAppAccount): boolean {
    const secret = this.cipher.open(account.app_secret_ciphertext);
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
    const given = Buffer.from(String(header ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async account(company: string): Promise<WhatsAppAccount | null> {
    if (!UUID.test(company)) return null;
    const [row] = await runSql(
      this.db,
      sql`SELECT whatsapp FROM recipient_notice_settings WHERE company_id = ${company}`,
    );
    return row?.whatsapp ?? null;
  }
}
