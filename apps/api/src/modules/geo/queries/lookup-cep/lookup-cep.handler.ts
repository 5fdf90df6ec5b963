import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { CepCache } from '../../adapters/cep/cep-cache.js';
import { type CepAnswer, CepProvider, CepProviderUnavailable } from '../../adapters/cep/cep-provider.js';
import type { Cep } from '../../domain/cep.js';
import { GeoDirectory } from '../../adapters/directory/geo-directory.js';
import type { CepAddressDto } from '../geo.dto.js';
import { LookupCepQuery } from './lookup-cep.query.js';

/**
 * The address of a CEP for the forms' autofill. Online: the ViaCEP-compatible provider through the
 * Redis cache. When the provider fails, says the CEP does not exist, or CEP_LOOKUP=offline: city and
 * state from the CEP ranges (source 'faixa', no street). Nothing anywhere: 404.
 */
@QueryHandler(LookupCepQuery)
export class LookupCepHandler implements IQueryHandler<LookupCepQuery> {
  private readonly logger = new Logger(LookupCepHandler.name);

  constructor(
    private readonly geo: GeoDirectory,
    private readonly provider: CepProvider,
    private readonly cache: CepCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ zip }: LookupCepQuery): Promise<CepAddressDto> {
    if (this.config.cepLookup === 'online') {
      const answer = await this.askProvider(zip);
      if (answer?.kind === 'found') return { zip, ...answer.address, source: 'viacep' };
    }
    const byRange = this.fromRanges(zip);
    if (byRange) return byRange;
    throw new NotFound('CEP não encontrado.');
  }

  /** The cached or fresh answer; null when the provider could not answer. */
  private async askProvider(zip: Cep): Promise<CepAnswer | null> {
    const cached = await this.cache.get(zip);
    if (cached) return cached;
    try {
      const answer = await this.provider.lookup(zip);
      await this.cache.put(zip, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof CepProviderUnavailable)) throw error;
      this.logger.warn(`${error.message}; usando as faixas de CEP para ${zip}.`);
      return null;
    }
  }

  private fromRanges(zip: Cep): CepAddressDto | null {
    const city = this.geo.cityOf(zip);
    const state = city?.state ?? this.geo.stateOf(zip);
    if (!state) return null;
    return { zip, street1: '', street2: '', neighborhood: '', city: city?.name ?? '', state, source: 'faixa' };
  }
}
