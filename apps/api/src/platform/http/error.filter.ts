import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, Throttled } from '../errors/domain-errors.js';
import { statusOfRefusal } from './error-status.js';
import { multipartRefusal } from './multipart-errors.js';
import { requestLine } from './request-line.js';
import { spaFallback } from './spa-fallback.js';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Sessão inválida ou expirada. Faça login novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  405: 'Método não permitido.',
  409: 'Conflito com o estado atual do registro.',
  413: 'O conteúdo enviado é grande demais.',
  414: 'O endereço pedido é longo demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Tente novamente em instantes.',
};

/** Fastify's own client errors (English) that deserve more than their status's text. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio: envie um JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado: envie application/json.',
  FST_ERR_BAD_URL: 'O endereço pedido é inválido.',
};

/** The pt-BR message of a client error we did not raise ourselves (Nest's, Fastify's). */
export function frameworkMessage(error: unknown, status: number): string {
  // Nest wraps Fastify's errors in an HttpException whose cause is the original.
  const { code } = ((error as { cause?: unknown })?.cause ?? error ?? {}) as { code?: string };
  if (code && FASTIFY_MESSAGES[code]) return FASTIFY_MESSAGES[code];
  return STATUS_MESSAGES[status] ?? 'Requisição inválida.';
}

/**
 * Every failure answers JSON {message}. Unexpected ones answer 500 with a correlation id the
 * logs carry too, and never the stack; our own 5xx (a provider down) keep their status and message.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const error = multipartRefusal(thrown) ?? thrown;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const status = this.statusOf(error);
    if (status === 404 && spaFallback(request, reply)) return;
    if (status >= 500 && !(error instanceof DomainError)) {
      this.logger.error(`[${request.id}] ${requestLine(request)}`, (error as Error)?.stack ?? String(error));
      void reply.status(500).send({ message: `Erro interno. Informe ao suporte o código ${request.id}.` });
      return;
    }
    if (error instanceof Throttled) void reply.header('Retry-After', String(error.retryAfterSeconds));
    void reply.status(status).send({ message: this.messageOf(error, status) });
  }

  private statusOf(error: unknown): number {
    if (error instanceof DomainError) return statusOfRefusal(error);
    if (error instanceof HttpException) return error.getStatus();
    const statusCode = (error as { statusCode?: number })?.statusCode; // Fastify's own errors (body too large...)
    return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  }

  /** Our own errors carry pt-BR messages; framework ones (English) get the status's message. */
  private messageOf(error: unknown, status: number): string {
    if (error instanceof DomainError) return error.message;
    return frameworkMessage(error, status);
  }
}
