import { isIP } from 'node:net';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Agent, buildConnector, request } from 'undici';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ChannelError } from './channel-adapter.js';
import {
  PRIVATE_ADDRESS,
  RefusedAddressError,
  UNRESOLVED,
  isPrivateAddress,
  publicOnlyLookup,
} from './address-guard.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
const amount = (bytes: number) => (bytes % 1048576 === 0 ? `${bytes / 1048576} MB` : `${Math.round(bytes / 1024)} KB`);

/** A merchant's URL refused or unreachable: the merchant's to fix, so it answers 400 with the reason, never a 5xx. */
export class MerchantUrlError extends ChannelError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'MerchantUrlError';
  }
}

export interface MerchantRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface MerchantResponse {
  status: number;
  ok: boolean;
  body: Buffer;
  /** The body as JSON, or null when it is not JSON. */
  json(): unknown;
}

/**
 * The one HTTP client for URLs a merchant supplies (a Tray store's `api_address`, outgoing webhook
 * URLs): never a loopback, private, link-local or metadata address, checked on the socket's own DNS
 * answer (no resolution in between an attacker could change), https only in production, redirects
 * not followed, a time limit and a size limit on the answer. Outside production the URLs under
 * `outboundAllowedUrls` (the local channel stubs, a test's receiver) are let through: by exact
 * origin and path prefix, never a whole host, so another port of the same machine stays refused.
 */
@Injectable()
export class MerchantHttp implements OnModuleDestroy {
  private readonly production: boolean;
  private readonly allowed: URL[];
  private readonly agent: Agent;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.production = config.production;
    this.allowed = config.production ? [] : config.outboundAllowedUrls.map((entry) => new URL(entry));
    const guarded = buildConnector({ lookup: publicOnlyLookup });
    const plain = buildConnector({});
    this.agent = new Agent({
      connect: (options, callback) => {
        if (this.allowed.some((entry) => entry.origin === `${options.protocol}//${options.host}`))
          return plain(options, callback);
        // An address literal skips the lookup: it is checked here instead.
        const literal = options.hostname.replace(/^\[|\]$/g, '');
        if (isIP(literal) && isPrivateAddress(literal)) return callback(new RefusedAddressError(PRIVATE_ADDRESS), null);
        return guarded(options, callback);
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent.close();
  }

  /** Why `url` may not be called, or null: the shape, then its host's current DNS answer. */
  async refusal(url: string): Promise<string | null> {
    let target: URL;
    try {
      target = this.checked(url);
    } catch (error) {
      return (error as Error).message;
    }
    if (this.isAllowed(target)) return null;
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return isPrivateAddress(host) ? PRIVATE_ADDRESS : null;
    return new Promise((resolve) =>
      publicOnlyLookup(host, { all: true }, (error) => resolve(error ? error.message : null)),
    );
  }

  /** Whether `url` is one of the allowed local stubs' (outside production only). */
  isAllowed(url: URL): boolean {
    return this.allowed.some((entry) => entry.origin === url.origin && url.pathname.startsWith(entry.pathname));
  }

  async request(url: string, init: MerchantRequest = {}): Promise<MerchantResponse> {
    const target = this.checked(url);
    const timeoutMs = init.timeoutMs ?? TIMEOUT_MS;
    const maxBytes = init.maxBytes ?? MAX_BYTES;
    try {
      const response = await request(target, {
        dispatcher: this.agent,
        method: init.method ?? 'GET',
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.body.destroy();
          throw new MerchantUrlError(`A resposta de ${target.host} passou do limite de ${amount(maxBytes)}.`);
        }
        chunks.push(chunk as Buffer);
      }
      const body = Buffer.concat(chunks);
      const status = response.statusCode;
      return {
        status,
        ok: status >= 200 && status < 300,
        body,
        json: () => {
          try {
            return JSON.parse(body.toString('utf8'));
          } catch {
            return null;
          }
        },
      };
    } catch (error) {
      throw this.failure(error, target, timeoutMs);
    }
  }

  /** The URL's shape: http(s) (https only in production), no user:password, and a stub's origin only under its path. */
  private checked(url: string): URL {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new MerchantUrlError('Informe uma URL válida (https://…).');
    }
    if (target.protocol !== 'https:' && (this.production || target.protocol !== 'http:'))
      throw new MerchantUrlError('A URL deve começar com https://.');
    if (target.username || target.password) throw new MerchantUrlError('A URL não pode conter usuário e senha.');
    if (this.allowed.some((entry) => entry.origin === target.origin) && !this.isAllowed(target))
      throw new MerchantUrlError(PRIVATE_ADDRESS);
    return target;
  }

  private failure(error: unknown, target: URL, timeoutMs: number): MerchantUrlError {
    if (error instanceof MerchantUrlError) return error;
    for (let cause = error; cause instanceof Error; cause = cause.cause) {
      if (cause instanceof RefusedAddressError) return new MerchantUrlError(cause.message);
      if (cause.name === 'TimeoutError')
        return new MerchantUrlError(`${target.host} não respondeu em ${duration(timeoutMs)}.`);
      if ((cause as NodeJS.ErrnoException).code === 'ENOTFOUND') return new MerchantUrlError(UNRESOLVED);
    }
    return new MerchantUrlError(`Não foi possível conectar a ${target.host}.`);
  }
}
