import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotFound, Unavailable } from '../../../../platform/errors/domain-errors.js';
import { CnpjCache } from '../../adapters/cnpj/cnpj-cache.js';
import { type CnpjAnswer, CnpjProvider, CnpjProviderUnavailable } from '../../adapters/cnpj/cnpj-card.js';
import type { CnpjCardDto } from '../sign-up.dto.js';
import { LookupCnpjQuery } from './lookup-cnpj.query.js';

export const CNPJ_UNAVAILABLE = 'Consulta de CNPJ indisponível no momento. Preencha os dados da empresa.';
export const CNPJ_NOT_FOUND = 'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.';

/**
 * The company card of a CNPJ for the sign-up wizard, through the Redis cache. The wizard treats any
 * failure alike (the form stays editable); the status says which: 404 unknown, 503 offline or failing.
 */
@QueryHandler(LookupCnpjQuery)
export class LookupCnpjHandler implements IQueryHandler<LookupCnpjQuery> {
  private readonly logger = new Logger(LookupCnpjHandler.name);

  constructor(
    private readonly provider: CnpjProvider,
    private readonly cache: CnpjCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ cnpj }: LookupCnpjQuery): Promise<CnpjCardDto> {
    if (this.config.cnpjLookup === 'offline') throw new Unavailable(CNPJ_UNAVAILABLE);
    const answer = await this.answerOf(cnpj);
    if (answer.kind === 'not_found') throw new NotFound(CNPJ_NOT_FOUND);
    return answer.card;
  }

  private async answerOf(cnpj: string): Promise<CnpjAnswer> {
    const cached = await this.cache.get(cnpj);
    if (cached) return cached;
    try {
      const answer = await this.provider.lookup(cnpj);
      await this.cache.put(cnpj, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof CnpjProviderUnavailable)) throw error;
      this.logger.warn(`${error.message} (CNPJ ${cnpj})`);
      throw new Unavailable(CNPJ_UNAVAILABLE);
    }
  }
}
