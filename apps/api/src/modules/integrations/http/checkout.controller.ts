import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { CHANNEL } from '../catalogue/channel-catalogue.js';
import { CheckoutQuotes } from '../checkout/checkout-quotes.js';
import {
  MERCADO_LIVRE_FALLBACK,
  type MercadoLivreFreightAnswer,
  type MercadoLivreFreightQuery,
  mercadoLivreOptions,
  mercadoLivreQuoteRequest,
} from '../checkout/mercadolivre-dynamic-freight.js';
import { type NuvemshopRate, nuvemshopQuoteRequest, nuvemshopRates } from '../checkout/nuvemshop-rates.js';
import { trayCotacao, type TrayGatewayQuery, trayQuoteRequest } from '../checkout/tray-gateway.js';

/**
 * The channels' checkout quote callbacks (docs/integrations.md, "Quotes at checkout"), public and
 * authenticated by the integration's secret in the URL (Tray: the `token` the merchant typed). The
 * input is read first (malformed → 400), then an unknown, disabled or forged integration answers the
 * channel's "no rates" (never an error the storefront would show), else the engine prices it.
 */
@ApiExcludeController()
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly quotes: CheckoutQuotes) {}

  @Public()
  @Post('nuvemshop/:integrationId/:secret')
  @HttpCode(200)
  async nuvemshop(
    @Param('integrationId') integrationId: string,
    @Param('secret') secret: string,
    @Body() body: unknown,
  ): Promise<{ rates: NuvemshopRate[] }> {
    const request = nuvemshopQuoteRequest(body);
    const integration = await this.quotes.integration(CHANNEL.NuvemShop, integrationId, secret);
    if (!integration) return { rates: [] };
    return nuvemshopRates(await this.quotes.quote(integration, request), new Date());
  }

  @Public()
  @Get('tray/:integrationId')
  async tray(
    @Param('integrationId') integrationId: string,
    @Query() query: TrayGatewayQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const request = trayQuoteRequest(query);
    const integration = await this.quotes.integration(CHANNEL.Tray, integrationId, query.token);
    const answer = integration ? await this.quotes.quote(integration, request) : null;
    // Set on success only: an error keeps its JSON body.
    reply.header('Content-Type', 'application/xml; charset=windows-1252');
    return trayCotacao(answer);
  }

  @Public()
  @Get('mercadolivre/:integrationId/:secret')
  async mercadoLivre(
    @Param('integrationId') integrationId: string,
    @Param('secret') secret: string,
    @Query() query: MercadoLivreFreightQuery,
  ): Promise<MercadoLivreFreightAnswer> {
    const request = mercadoLivreQuoteRequest(query);
    const integration = await this.quotes.integration(CHANNEL.MercadoLivre, integrationId, secret);
    if (!integration) return MERCADO_LIVRE_FALLBACK;
    return mercadoLivreOptions(await this.quotes.quote(integration, request));
  }
}
