import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import type { CnpjAnswer } from './cnpj-card.js';

const FOUND_TTL_SECONDS = 30 * 24 * 60 * 60;
const NOT_FOUND_TTL_SECONDS = 24 * 60 * 60;

/**
 * The provider's answers in Redis: a card for 30 days (a company's registry rarely changes and the
 * provider allows 3 calls a minute), 'unknown' for a day. Failures are never cached.
 */
@Injectable()
export class CnpjCache {
  private readonly logger = new Logger(CnpjCache.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.queuePrefix}:cnpj:answer:`;
  }

  async get(cnpj: string): Promise<CnpjAnswer | null> {
    try {
      const raw = await this.redis.get(this.prefix + cnpj);
      return raw ? (JSON.parse(raw) as CnpjAnswer) : null;
    } catch (error) {
      this.logger.warn(`Cache de CNPJ indisponível na leitura: ${String(error)}`);
      return null;
    }
  }

  async put(cnpj: string, answer: CnpjAnswer): Promise<void> {
    try {
      await this.redis.set(
        this.prefix + cnpj,
        JSON.stringify(answer),
        'EX',
        answer.kind === 'found' ? FOUND_TTL_SECONDS : NOT_FOUND_TTL_SECONDS,
      );
    } catch (error) {
      this.logger.warn(`Cache de CNPJ indisponível na escrita: ${String(error)}`);
    }
  }
}
