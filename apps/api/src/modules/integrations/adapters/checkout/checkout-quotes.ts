import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import { PayloadPipe } from '../../../../platform/http/payload.pipe.js';
import { QuoteFreightQuery, QuoteRequestDto, type QuoteResponseDto } from '../../../pricing/index.js';
import type { CompanyChannelRow } from '../../queries/company-channel-rows.js';
import { CheckoutIntegrations } from './checkout-integrations.js';
import { CheckoutSecrets } from './checkout-secrets.js';

/** What a channel's checkout asks, already in the quote engine's terms (metres, kg, R$ per line). */
export type CheckoutQuoteRequest = Pick<QuoteRequestDto, 'from' | 'to' | 'parcels'>;

const pipe = new PayloadPipe();
const asQuoteRequest = { type: 'body', metatype: QuoteRequestDto } as const;

/**
 * A channel's checkout callback priced as POST /quotations with the integration's channel id: the
 * same engine, display mode, channel rules, time budget (partial rather than late) and history.
 */
@Injectable()
export class CheckoutQuotes {
  constructor(
    private readonly integrations: CheckoutIntegrations,
    private readonly secrets: CheckoutSecrets,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * The enabled integration of `channelId` the URL names, if its secret is right; null otherwise,
   * so an unknown, removed, disabled or forged callback gets the channel's "no rates" answer.
   */
  async integration(channelId: number, integrationId: string, secret: unknown): Promise<CompanyChannelRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(integrationId) || !this.secrets.matches(integrationId, secret)) return null;
    const row = await this.integrations.byId(integrationId);
    return row && row.enabled && row.channel_id === channelId ? row : null;
  }

  /** Validates the translated request with POST /quotations' own rules (the same pt-BR 400s). */
  async quote(integration: CompanyChannelRow, request: CheckoutQuoteRequest): Promise<QuoteResponseDto> {
    const body = (await pipe.transform(
      { ...request, channel_id: integration.channel_id },
      asQuoteRequest,
    )) as QuoteRequestDto;
    return this.queryBus.execute(new QuoteFreightQuery(actorOf(integration), body, integration.name));
  }
}

/** The integration quotes on its company's behalf (its id stands for the user, as in the order import). */
function actorOf(integration: CompanyChannelRow): Actor {
  return {
    userId: integration.id,
    companyId: integration.company_id,
    name: integration.name,
    email: '',
    isAdmin: false,
    isSuperAdmin: false,
    permissions: ['quotation'],
  };
}
