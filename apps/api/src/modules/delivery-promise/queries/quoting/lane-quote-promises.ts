import type { Quote } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { GeoDirectory } from '../../../geo/index.js';
import { LanePromises } from '../lanes/lane-promises.js';
import type { PromiseSettings } from '../../../identity/index.js';
import { type PromisedQuotes, QuotePromises } from '../../../pricing/index.js';
import { promiseQuotes } from './promised-quotes.js';

/** The learned promise added to a quote answer: the company's lanes come from memory (LanePromises), no query per quote. */
@Injectable()
export class LaneQuotePromises extends QuotePromises {
  constructor(
    private readonly lanes: LanePromises,
    private readonly geo: GeoDirectory,
  ) {
    super();
  }

  async promise(
    companyId: string,
    settings: PromiseSettings,
    route: { fromZip: string; toZip: string },
    quotes: Quote[],
  ): Promise<PromisedQuotes> {
    const lanes = await this.lanes.forCompany(companyId);
    const lane = {
      ...route,
      carrierId: '',
      fromState: this.stateOf(route.fromZip),
      toState: this.stateOf(route.toZip),
    };
    return promiseQuotes(quotes, settings, (carrierId) =>
      lanes.size === 0 ? null : lanes.forLane({ ...lane, carrierId }, settings.confidence, settings.minSamples),
    );
  }

  /** The CEP's state by the bundled Correios ranges (apps/api/data/cep); '' for a CEP in none. */
  private stateOf(zip: string): string {
    return this.geo.stateOf(zip) ?? '';
  }
}
