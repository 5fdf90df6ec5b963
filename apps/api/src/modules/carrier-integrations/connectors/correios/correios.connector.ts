import { isValidCorreiosObjectCode, looksLikeCorreiosObjectCode } from '@despacho/domain';
import {
  CarrierApiError,
  type CarrierConnector,
  type ConnectorContext,
  type CredentialField,
  type TrackResult,
} from '../carrier-connector.js';
import { type RawCarrierEvent, placeOf, trackResultOf } from '../carrier-events.js';
import { carrierHttp } from '../carrier-http.js';
import { carrierTimeToUtc } from '../carrier-time.js';
import { correiosMeaning } from './correios-codes.js';
import { CORREIOS_DEFAULT_SERVICE, CorreiosPosting } from './correios-posting.js';
import { type CorreiosToken, CorreiosTokenCache, renewAtOf } from './correios-token-cache.js';

const NAME = 'Correios';

interface SroEvent {
  codigo?: string;
  tipo?: string;
  dtHrCriado?: string;
  descricao?: string;
  detalhe?: string;
  unidade?: { nome?: string; endereco?: { cidade?: string; uf?: string } };
}

interface SroObject {
  codObjeto?: string;
  mensagem?: string;
  eventos?: SroEvent[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function rawEvent(event: SroEvent): RawCarrierEvent {
  const detail = text(event.detalhe);
  return {
    code: `${text(event.codigo)}/${text(event.tipo)}`,
    description: [text(event.descricao), detail].filter(Boolean).join(' – '),
    place: placeOf(event.unidade?.endereco?.cidade, event.unidade?.endereco?.uf) ?? (text(event.unidade?.nome) || null),
    rawTime: text(event.dtHrCriado),
  };
}

/** The longest Retry-After of the token endpoint waited out instead of failing the call. */
const MAX_TOKEN_RETRY_WAIT_MS = 2_000;

/**
 * Correios (CWS REST, CARRIERS.md §1): a token bound to the cartão de postagem (Basic
 * usuario:codigo_acesso), kept until `expiraEm` − 30 min, then the SRO in batches of 50 object codes.
 * An unknown or malformed code comes back inside `objetos[]` with a `mensagem` (SRO-020/SRO-019): an
 * error of that key only.
 */
export class CorreiosConnector implements CarrierConnector {
  readonly id = 101;
  readonly slug = 'correios';
  readonly name = 'Correios';
  readonly source = 'Correios' as const;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'usuario',
      label: 'Usuário',
      secret: false,
      required: true,
      hint: 'O login do Meu Correios ou o CNPJ do contrato.',
    },
    {
      name: 'codigo_acesso',
      label: 'Código de acesso à API',
      secret: true,
      required: true,
      hint: 'Gerado no portal CWS (não é a senha do site).',
    },
    { name: 'cartao_postagem', label: 'Cartão de postagem', secret: false, required: true },
    {
      name: 'codigo_servico',
      label: 'Código do serviço (pré-postagem)',
      secret: false,
      required: false,
      setting: true,
      hint: `O serviço do seu contrato usado nas etiquetas (5 dígitos); em branco: ${CORREIOS_DEFAULT_SERVICE} (SEDEX).`,
    },
  ];
  readonly batchSize = 50;
  /** The SRO gateway was seen replenishing 50 a second (§1.8, unverified); a margin below. */
  readonly callsPerSecond = 10;

  readonly posting = new CorreiosPosting((context, call) => this.withToken(context, call));

  constructor(private readonly tokens = new CorreiosTokenCache()) {}

  validateKey(key: string): string | null {
    if (!looksLikeCorreiosObjectCode(key))
      return 'Código de rastreio dos Correios inválido: use 2 letras, 9 dígitos e BR (ex.: AA123456785BR).';
    if (!isValidCorreiosObjectCode(key)) return 'Código de rastreio dos Correios com dígito verificador errado.';
    return null;
  }

  async testConnection(context: ConnectorContext): Promise<string> {
    const token = await this.issueToken(context);
    const contract = token.contrato ? `, contrato ${token.contrato}` : '';
    return `Conectado aos Correios: cartão ${token.cartao ?? context.credentials.cartao_postagem}${contract}.`;
  }

  async track(context: ConnectorContext, keys: readonly string[]): Promise<TrackResult[]> {
    if (keys.length === 0) return [];
    if (keys.length > this.batchSize)
      throw new CarrierApiError(`Correios: no máximo ${this.batchSize} objetos por consulta.`, 'refused');
    const codes = keys.map((key) => key.trim().toUpperCase());
    const query = new URLSearchParams([
      ...codes.map((code): [string, string] => ['codigosObjetos', code]),
      ['resultado', 'T'],
    ]);
    const url = `${context.baseUrl}/srorastro/v1/objetos?${query.toString()}`;
    const answer = await this.withToken(context, (token) => this.sro(context, url, token));
    const objects = (answer as { objetos?: unknown }).objetos;
    if (!Array.isArray(objects))
      throw new CarrierApiError('Correios: resposta do rastreamento sem a lista de objetos.', 'malformed');
    const byCode = new Map<string, SroObject>();
    for (const object of objects as SroObject[]) {
      if (object && typeof object === 'object') byCode.set(text(object.codObjeto).toUpperCase(), object);
    }
    return keys.map((key, i) => this.resultOf(key, byCode.get(codes[i])));
  }

  private resultOf(key: string, object: SroObject | undefined): TrackResult {
    if (!object)
      return { tracking_key: key, events: [], error: 'Correios: o objeto não veio na resposta do rastreamento.' };
    const events = Array.isArray(object.eventos) ? object.eventos : [];
    if (events.length === 0)
      return { tracking_key: key, events: [], error: `Correios: ${text(object.mensagem) || 'objeto sem eventos.'}` };
    return trackResultOf(this.source, key, events.map(rawEvent), correiosMeaning);
  }

  private async sro(context: ConnectorContext, url: string, token: string): Promise<unknown> {
    const response = await carrierHttp(NAME, url, {
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: context.timeoutMs,
    });
    return response.body ?? {};
  }

  /** `call` with the cartão token; a token refused before its time (revoked, expired early) is renewed once. */
  private async withToken<T>(context: ConnectorContext, call: (token: string) => Promise<T>): Promise<T> {
    const cacheKey = this.cacheKeyOf(context);
    const token = await this.tokens.get(cacheKey, () => this.issueToken(context));
    try {
      return await call(token.token);
    } catch (error) {
      // 'API restrita' is a 403 about the service, not the token: renewing would not help.
      if (!(error instanceof CarrierApiError) || error.kind !== 'auth' || /API restrita/i.test(error.message))
        throw error;
      this.tokens.forget(cacheKey, token.token);
      const renewed = await this.tokens.get(cacheKey, () => this.issueToken(context));
      return call(renewed.token);
    }
  }

  private cacheKeyOf(context: ConnectorContext): string {
    const { usuario = '', codigo_acesso = '', cartao_postagem = '' } = context.credentials;
    return CorreiosTokenCache.keyOf(context.baseUrl, usuario, codigo_acesso, cartao_postagem);
  }

  private async issueToken(context: ConnectorContext): Promise<CorreiosToken> {
    const { usuario, codigo_acesso: accessCode, cartao_postagem: cartao } = context.credentials;
    if (!usuario || !accessCode || !cartao)
      throw new CarrierApiError('Correios: informe usuário, código de acesso e cartão de postagem.', 'auth');
    const basic = Buffer.from(`${usuario}:${accessCode}`).toString('base64');
    const request = () =>
      carrierHttp(NAME, `${context.baseUrl}/token/v1/autentica/cartaopostagem`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
        json: { numero: cartao },
        timeoutMs: context.timeoutMs,
      });
    // The token endpoint allows 3 calls a second: a short Retry-After is waited out once (a test, a
    // save and a poll of the same account can land in the same second).
    const response = await request().catch(async (error: unknown) => {
      const wait = error instanceof CarrierApiError && error.kind === 'throttled' ? error.retryAfterMs : null;
      if (wait === null || wait > MAX_TOKEN_RETRY_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      return request();
    });
    const body = (response.body ?? {}) as {
      token?: unknown;
      expiraEm?: unknown;
      cartaoPostagem?: { numero?: unknown; contrato?: unknown };
      contrato?: { numero?: unknown };
    };
    if (typeof body.token !== 'string' || !body.token)
      throw new CarrierApiError('Correios: resposta do token sem o token.', 'malformed');
    const expiresAt = typeof body.expiraEm === 'string' ? carrierTimeToUtc(body.expiraEm) : null;
    const contract = body.cartaoPostagem?.contrato ?? body.contrato?.numero;
    return {
      token: body.token,
      renewAt: renewAtOf(expiresAt ? Date.parse(expiresAt) : Number.NaN, Date.now()),
      cartao: body.cartaoPostagem?.numero != null ? String(body.cartaoPostagem.numero) : null,
      contrato: contract != null ? String(contract) : null,
    };
  }
}
