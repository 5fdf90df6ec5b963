import { request } from 'undici';
import { CarrierApiError } from './carrier-connector.js';

/** Carriers answer within seconds; the poller retries later rather than hold a worker (CARRIER_HTTP_TIMEOUT_MS). */
export const CARRIER_TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
/** A 429 without Retry-After: wait this long before the next call. */
const DEFAULT_RETRY_AFTER_MS = 30_000;
const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

export interface CarrierHttpRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface CarrierHttpResponse {
  status: number;
  /** The parsed JSON answer (every 2xx must be JSON or empty: null). */
  body: unknown;
}

/** The carrier's own words in an error body: Correios `msgs[]`, Jadlog `erro.descricao`, SSW `message`. */
export function carrierMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.msgs) && record.msgs.length > 0) return record.msgs.map(String).join('; ');
  const erro = record.erro as Record<string, unknown> | undefined;
  if (erro && typeof erro === 'object' && typeof erro.descricao === 'string') return erro.descricao;
  for (const field of ['message', 'mensagem', 'status', 'error']) {
    if (typeof record[field] === 'string' && record[field]) return record[field];
  }
  return null;
}

/** Retry-After in seconds or as an HTTP date; absent or unreadable → the default wait. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - now);
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * The one HTTP call of the carrier connectors. Carrier hosts are fixed by configuration (never a
 * merchant's URL), so no address guard; a time limit, a size limit and every failure turned into a
 * CarrierApiError the poller can act on: 401/403 → auth, 429 → throttled (Retry-After),
 * 5xx/network/time-out → unavailable, a non-JSON answer → malformed, other 4xx → refused. The
 * messages are pt-BR and quote the carrier's answer, never the request (which carries credentials).
 */
export async function carrierHttp(
  carrier: string,
  url: string,
  options: CarrierHttpRequest = {},
): Promise<CarrierHttpResponse> {
  const timeoutMs = options.timeoutMs ?? CARRIER_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  let retryAfter: string | string[] | undefined;
  try {
    const response = await request(url, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.statusCode;
    retryAfter = response.headers['retry-after'];
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.body.destroy();
        throw new CarrierApiError(
          `${carrier}: resposta maior que ${Math.round(maxBytes / 1048576)} MB, descartada.`,
          'malformed',
        );
      }
      chunks.push(chunk as Buffer);
    }
    text = Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if (error instanceof CarrierApiError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new CarrierApiError(`${carrier}: sem resposta em ${duration(timeoutMs)}.`, 'unavailable');
    const code = (error as { code?: string }).code ?? name;
    throw new CarrierApiError(`${carrier}: não foi possível conectar (${code}).`, 'unavailable');
  }
  // A DELETE may answer 2xx with no body at all.
  const parsed = text.trim() === '' ? { ok: true as const, value: null } : parseJson(text);
  const said = parsed.ok ? carrierMessage(parsed.value) : null;
  const suffix = said ? `: ${said}` : '';
  if (status === 401 || status === 403)
    throw new CarrierApiError(`${carrier}: credenciais recusadas (HTTP ${status})${suffix}`, 'auth');
  if (status === 429) {
    const wait = retryAfterMs(retryAfter);
    throw new CarrierApiError(
      `${carrier}: limite de consultas atingido (HTTP 429); nova tentativa em ${Math.ceil(wait / 1000)} s.`,
      'throttled',
      wait,
    );
  }
  if (status >= 500)
    throw new CarrierApiError(`${carrier}: serviço indisponível (HTTP ${status})${suffix}`, 'unavailable');
  if (status >= 400) throw new CarrierApiError(`${carrier}: consulta recusada (HTTP ${status})${suffix}`, 'refused');
  if (!parsed.ok) throw new CarrierApiError(`${carrier}: resposta inválida (não é JSON, HTTP ${status}).`, 'malformed');
  return { status, body: parsed.value };
}
