import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { type CepAnswer, CepProvider, CepProviderUnavailable } from './cep-provider.js';

/** The look-up sits behind a form field: after this long the ranges answer instead. */
export const VIACEP_TIMEOUT_MS = 2000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * ViaCEP's JSON body (https://viacep.com.br): cep, logradouro, complemento, bairro, localidade,
 * uf...; a well-formed CEP that does not exist answers 200 {"erro": true} (older: "erro": "true").
 */
export function parseViaCepBody(body: unknown): CepAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new CepProviderUnavailable('resposta não é um objeto JSON');
  const fields = body as Record<string, unknown>;
  if (fields.erro === true || fields.erro === 'true') return { kind: 'not_found' };
  const city = text(fields.localidade);
  const state = text(fields.uf).toUpperCase();
  if (!city || !/^[A-Z]{2}$/.test(state)) throw new CepProviderUnavailable('resposta sem localidade/uf');
  return {
    kind: 'found',
    address: {
      street1: text(fields.logradouro),
      street2: text(fields.complemento),
      neighborhood: text(fields.bairro),
      city,
      state,
    },
  };
}

/** GET {CEP_BASE_URL}/ws/{cep}/json/ with a 2-second limit. */
@Injectable()
export class ViaCepProvider extends CepProvider {
  private readonly baseUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.baseUrl = config.cepBaseUrl.replace(/\/+$/, '');
  }

  async lookup(zip: string): Promise<CepAnswer> {
    const url = `${this.baseUrl}/ws/${zip}/json/`;
    const signal = AbortSignal.timeout(VIACEP_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      throw new CepProviderUnavailable(`${url}: ${signal.aborted ? 'tempo esgotado' : describe(error)}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new CepProviderUnavailable(`${url}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CepProviderUnavailable(
        `${url}: ${signal.aborted ? 'tempo esgotado' : `corpo inválido (${describe(error)})`}`,
      );
    }
    return parseViaCepBody(body);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
