import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { TrackingThrottleGuard } from './tracking-throttle.guard.js';
import { AltchaVerifier } from '../adapters/captcha/altcha.verifier.js';
import { CaptchaVerifier } from '../adapters/captcha/captcha-verifier.js';
import { CaptchaWidgetDto } from './captcha-widget.dto.js';

@ApiTags('tracking')
@Controller('captcha')
@Public()
@UseGuards(TrackingThrottleGuard)
export class CaptchaController {
  constructor(
    private readonly captcha: CaptchaVerifier,
    private readonly altcha: AltchaVerifier,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'captchaWidget',
    summary: 'Qual captcha a busca de rastreio pede (ALTCHA ou reCAPTCHA) e como desenhá-lo',
  })
  @ApiOkResponse({ type: CaptchaWidgetDto })
  widget(): CaptchaWidgetDto {
    const { provider, siteKey, scriptUrl } = this.captcha.widget;
    return { provider, site_key: siteKey, script_url: scriptUrl };
  }

  @Get('challenge')
  @ApiOperation({
    operationId: 'captchaChallenge',
    summary: 'Desafio ALTCHA (prova de trabalho) para a busca de rastreio',
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  challenge() {
    if (this.captcha !== this.altcha) throw new NotFound('Esta instalação usa o reCAPTCHA: não há desafio ALTCHA.');
    return this.altcha.challenge();
  }
}
