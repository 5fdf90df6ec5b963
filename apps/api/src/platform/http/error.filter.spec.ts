import type { ArgumentsHost } from '@nestjs/common';
import { Logger, NotFoundException } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import {
  Conflict,
  Expired,
  NotAllowed,
  Throttled,
  TooLarge,
  Unauthenticated,
  Unavailable,
} from '../errors/domain-errors.js';
import { ErrorFilter } from './error.filter.js';

function hostFor(url = '/api/command') {
  const reply = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    status: vi.fn(),
    send: vi.fn(),
    header: vi.fn(),
  };
  reply.status.mockImplementation((code: number) => ((reply.statusCode = code), reply));
  reply.send.mockImplementation((body: unknown) => ((reply.body = body), reply));
  reply.header.mockImplementation((name: string, value: string) => ((reply.headers[name] = value), reply));
  const request = { id: 'corr-123', method: 'POST', url };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  return { host, reply };
}

describe('ErrorFilter', () => {
  it('answers our errors with their status and pt-BR message', () => {
    const { host, reply } = hostFor();
    new ErrorFilter().catch(new Conflict('Já existe.'), host);
    expect(reply.statusCode).toBe(409);
    expect(reply.body).toEqual({ message: 'Já existe.' });
  });

  it('picks the status of each kind of refusal at the edge only, with Retry-After when throttled', () => {
    const cases: [Error, number][] = [
      [new Unauthenticated(), 401],
      [new NotAllowed(), 403],
      [new Expired('Prazo encerrado.'), 410],
      [new TooLarge('Grande demais.'), 413],
      [new Throttled('Muitas tentativas.', 1500), 429],
      [new Unavailable('Transportadora fora do ar.'), 503],
    ];
    for (const [error, status] of cases) {
      const { host, reply } = hostFor();
      new ErrorFilter().catch(error, host);
      expect([reply.statusCode, reply.body]).toEqual([status, { message: error.message }]);
      if (status === 429) expect(reply.headers['Retry-After']).toBe('2');
    }
  });

  it('answers framework errors with the generic text of their status', () => {
    const { host, reply } = hostFor();
    new ErrorFilter().catch(new NotFoundException('Cannot POST /api/x'), host);
    expect(reply.body).toEqual({ message: 'Registro não encontrado.' });
  });

  it('logs unexpected errors with the correlation id and never sends the stack', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    const { host, reply } = hostFor();
    new ErrorFilter().catch(new TypeError('x is undefined'), host);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({ message: 'Erro interno. Informe ao suporte o código corr-123.' });
    expect(JSON.stringify(reply.body)).not.toContain('TypeError');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('corr-123'), expect.stringContaining('TypeError'));
  });
});
