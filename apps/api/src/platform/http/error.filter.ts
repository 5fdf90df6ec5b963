import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError } from './app-errors.js';
import { spaFallback } from './spa-fallback.js';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Sessão inválida ou expirada. Faça login novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  405: 'Método não permitido.',
  409: 'Conflito com o estado atual do registro.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Tente novamente em instantes.',
};

/**
 * Every failure answers JSON {message}. Unexpected ones answer 500 with a correlation id the
 * logs carry too, and never the stack; our own 5xx (a provider down) keep their status and message.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const status = this.statusOf(error);
    if (status === 404 && spaFallback(request, reply)) return;
    if (status >= 500 && !(error instanceof AppError)) {
      this.logger.error(`[${request.id}] ${request.method} ${request.url}`, (error as Error)?.stack ?? String(error));
      void reply.status(500).send({ message: `Erro interno. Informe ao suporte o código ${request.id}.` });
      return;
    }
    if (error instanceof TooManyRequestsError) void reply.header('Retry-After', String(error.retryAfterSeconds));
    void reply.status(status).send({ message: this.messageOf(error, status) });
  }

  private statusOf(error: unknown): number {
    if (error instanceof AppError) return error.status;
    if (error instanceof HttpException) return error.getStatus();
    const statusCode = (error as { statusCode?: number })?.statusCode; // Fastify's own errors (body too large...)
    return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  }

  /** Our own errors carry pt-BR messages; framework ones (English) get the status's message. */
  private messageOf(error: unknown, status: number): string {
    if (error instanceof AppError) return error.message;
    return STATUS_MESSAGES[status] ?? 'Requisição inválida.';
  }
}
