import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import type { CepAnswer } from './cep-provider.js';

const FOUND_TTL_SECONDS = 7 * 24 * 60 * 60;
const NOT_FOUND_TTL_SECONDS = 60 * 60;

/**
 * The provider's answers in Redis: an address for 7 days, 'does not exist' for 1 hour (new CEPs
 * appear). Failures are never cached. A Redis hiccup only costs a provider call.
 */
@Injectable()
export class CepCache {
  private readonly logger = new Logger(CepCache.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.queuePrefix}:cep:answer:`;
  }

  key(zip: string): string {
    return `${this.prefix}${zip}`;
  }

  async get(zip: string): Promise<CepAnswer | null> {
    try {
      const raw = await this.redis.get(this.key(zip));
      if (!raw) return null;
      const answer = JSON.parse(raw) as CepAnswer;
      return answer.kind === 'found' || answer.kind === 'not_found' ? answer : null;
    } catch (error) {
      this.logger.warn(`Cache de CEP indisponível na leitura: ${String(error)}`);
      return null;
    }
  }

  async put(zip: string, answer: CepAnswer): Promise<void> {
    const ttl = answer.kind === 'found' ? FOUND_TTL_SECONDS : NOT_FOUND_TTL_SECONDS;
    try {
      await this.redis.set(this.key(zip), JSON.stringify(answer), 'EX', ttl);
    } catch (error) {
      this.logger.warn(`Cache de CEP indisponível na escrita: ${String(error)}`);
    }
  }
}
