import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { RateDeliveryCommand } from '../../orders/index.js';
import { RatingLinks } from '../../orders/index.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { CaptchaVerifier } from '../adapters/captcha/captcha-verifier.js';
import {
  CompanyTrackingDto,
  DeliveryRatingDto,
  RateDeliveryDto,
  TrackingListDto,
  TrackingResultDto,
  TrackingSearchDto,
} from './tracking.dto.js';
import { TrackingThrottleGuard } from './tracking-throttle.guard.js';
import { TrackingService } from '../queries/tracking.service.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';

@ApiTags('tracking')
@Controller()
@Public()
@UseGuards(TrackingThrottleGuard)
export class TrackingController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly captcha: CaptchaVerifier,
    private readonly commands: CommandDispatcher,
    private readonly ratingLinks: RatingLinks,
  ) {}

  @Post('tracking')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'searchTracking',
    summary: 'Pedidos de um CPF ou CNPJ (captcha obrigatório), só códigos de rastreio',
  })
  @ApiOkResponse({ type: TrackingListDto })
  async search(@Body() body: TrackingSearchDto, @Req() request: FastifyRequest): Promise<TrackingListDto> {
    await this.captcha.assertSolved(body.recaptcha, request.ip);
    return this.tracking.byTaxId(body.federal_tax_id, body.company);
  }

  @Post('tracking/:code')
  @HttpCode(200)
  @ApiOperation({ operationId: 'trackOrder', summary: 'Rastreio de um pedido pelo código, sem preço nem origem' })
  @ApiOkResponse({ type: TrackingResultDto })
  byCode(@Param('code') code: string): Promise<TrackingResultDto> {
    return this.tracking.byCode(code.slice(0, 255));
  }

  @Post('company-tracking/:company')
  @HttpCode(200)
  @ApiQuery({ name: 'ref', required: true })
  @ApiOperation({
    operationId: 'trackCompanyOrder',
    summary:
      'Rastreio pelo número do pedido na loja (captcha obrigatório); sem o CPF/CNPJ do destinatário, só status, cidade e UF',
  })
  @ApiOkResponse({ type: TrackingResultDto })
  async byReference(
    @Param('company', new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Loja não encontrada.') }))
    company: string,
    @Query('ref') ref: string | undefined,
    @Body() body: CompanyTrackingDto,
    @Req() request: FastifyRequest,
  ): Promise<TrackingResultDto> {
    await this.captcha.assertSolved(body.recaptcha, request.ip);
    return this.tracking.byReference(company, (ref ?? '').slice(0, 255), body.federal_tax_id);
  }

  @Get('public/rate-delivery/:token')
  @ApiOperation({
    operationId: 'deliveryRating',
    summary: 'A avaliação já dada pelo link de avaliação (review null enquanto não avaliada)',
  })
  @ApiOkResponse({ type: DeliveryRatingDto })
  rating(@Param('token') token: string): Promise<DeliveryRatingDto> {
    return this.tracking.ratingOf(this.ratingLinks.orderIdOf(token.slice(0, 200)));
  }

  @Post('public/rate-delivery')
  @HttpCode(200)
  @ApiOperation({ operationId: 'rateDelivery', summary: 'Avaliação da entrega pelo link enviado ao destinatário' })
  @ApiOkResponse({ type: CommandResultDto })
  rate(@Body() body: RateDeliveryDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    return this.commands.dispatch(
      new RateDeliveryCommand(body.token, { rate: body.review.rate, message: body.review.message ?? null }, request.id),
    );
  }
}
