import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import { type CnpjAnswer, CnpjProvider, CnpjProviderUnavailable } from './cnpj-card.js';

/** The look-up sits behind a form field: past this the form simply stays editable. */
export const RECEITAWS_TIMEOUT_MS = 3000;

/** ReceitaWS's messages for a CNPJ the Receita Federal does not know (ERROR bodies, R1). */
const NOT_FOUND_MESSAGES = new Set(['CNPJ rejeitado pela Receita Federal', 'CNPJ inválido']);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const digits = (value: unknown): string => text(value).replace(/\D/g, '');

/**
 * ReceitaWS's body (docs/accounts.md, design MARKETPLACES-AND-CNPJ §2): status 'OK' with the card
 * fields (cep '00.000-000', telefone free text, possibly 'A / B'), or status 'ERROR' with a message.
 * Its HTTP status for ERROR is undocumented, so the body decides.
 */
export function parseReceitaWsBody(body: unknown): CnpjAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new CnpjProviderUnavailable('resposta não é um objeto JSON');
  const fields = body as Record<string, unknown>;
  if (fields.status === 'ERROR') {
    if (NOT_FOUND_MESSAGES.has(text(fields.message))) return { kind: 'not_found' };
    throw new CnpjProviderUnavailable(`ERROR ${text(fields.message) || 'sem mensagem'}`);
  }
  if (fields.status !== 'OK' || !text(fields.nome))
    throw new CnpjProviderUnavailable('resposta sem status OK ou sem nome');
  const cep = digits(fields.cep);
  return {
    kind: 'found',
    card: {
      fantasia: text(fields.fantasia),
      nome: text(fields.nome),
      cep: cep.length === 8 ? cep : '',
      telefone: digits(text(fields.telefone).split('/')[0]),
      numero: text(fields.numero),
      logradouro: text(fields.logradouro),
      complemento: text(fields.complemento),
      municipio: text(fields.municipio),
      bairro: text(fields.bairro),
      uf: text(fields.uf).toUpperCase(),
    },
  };
}

/**
 * GET {CNPJ_BASE_URL}/v1/cnpj/{cnpj}, at most CNPJ_PROVIDER_PER_MINUTE calls a minute from all our
 * instances together (the free tier allows 3 and answers 429 past it): past our own count we do not
 * call at all, so one busy minute cannot get the installation blocked.
 */
@Injectable()
export class ReceitaWsProvider extends CnpjProvider {
  private readonly baseUrl: string;
  private readonly budget: RateLimiterRedis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    super();
    this.baseUrl = config.cnpjBaseUrl.replace(/\/+$/, '');
    const points = config.cnpjProviderPerMinute;
    this.budget =
      points > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${config.queuePrefix}:cnpj:provider`,
            points,
            duration: 60,
          })
        : null;
  }

  async lookup(cnpj: string): Promise<CnpjAnswer> {
    await this.budget?.consume('calls').catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes)
        throw new CnpjProviderUnavailable('limite de consultas por minuto atingido');
      throw new CnpjProviderUnavailable(`limite não verificado (${String(rejection)})`);
    });
    const url = `${this.baseUrl}/v1/cnpj/${cnpj}`;
    const signal = AbortSignal.timeout(RECEITAWS_TIMEOUT_MS);
    try {
      const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        throw new CnpjProviderUnavailable(`${url}: HTTP ${response.status}`);
      }
      return parseReceitaWsBody(await response.json());
    } catch (error) {
      if (error instanceof CnpjProviderUnavailable) throw error;
      throw new CnpjProviderUnavailable(
        `${url}: ${signal.aborted ? 'tempo esgotado' : error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
