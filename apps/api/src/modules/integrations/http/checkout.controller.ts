import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { channelPluginBySlug } from '../channels/channel-plugins.js';
import { CheckoutQuotes } from '../adapters/checkout/checkout-quotes.js';

type Query = Record<string, string | undefined>;

/**
 * The channels' checkout quote callbacks (docs/integrations.md, "Quotes at checkout"), public and
 * authenticated by the integration's secret in the URL (Tray: the `token` the merchant typed). Each
 * is its plug-in's checkout (channels/<slug>/), found by the URL's channel. The input is read first
 * (malformed → 400), then an unknown, disabled or forged integration answers the channel's "no
 * rates" (never an error the storefront would show), else the engine prices it.
 */
@ApiExcludeController()
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly quotes: CheckoutQuotes) {}

  @Public()
  @Post(':channel/:integrationId/:secret')
  @HttpCode(200)
  post(
    @Param() params: Record<string, string>,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.callback(request, reply, params, body);
  }

  /** Tray's Gateway de Frete carries the secret in its query (`token`), the others in the path. */
  @Public()
  @Get([':channel/:integrationId/:secret', ':channel/:integrationId'])
  get(
    @Param() params: Record<string, string>,
    @Query() query: Query,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    return this.callback(request, reply, params, query);
  }

  private async callback(
    request: FastifyRequest,
    reply: FastifyReply,
    { channel, integrationId, secret }: Record<string, string | undefined>,
    input: unknown,
  ): Promise<unknown> {
    const plugin = channelPluginBySlug(channel ?? '');
    const checkout = plugin?.checkout;
    // A channel's callback has one method and one place for its secret: any other URL is a route that does not exist.
    if (!plugin || !checkout || checkout.method !== request.method || (secret === undefined) !== !!checkout.secretParam)
      throw new NotFoundException(`Cannot ${request.method} ${request.url}`);
    const quoteRequest = checkout.request(input);
    const given = checkout.secretParam ? (input as Query)[checkout.secretParam] : secret;
    const integration = await this.quotes.integration(plugin.id, integrationId ?? '', given);
    const answer = checkout.answer(integration ? await this.quotes.quote(integration, quoteRequest) : null, new Date());
    // Set on success only: an error keeps its JSON body.
    if (checkout.contentType) reply.header('Content-Type', checkout.contentType);
    return answer;
  }
}
