import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public, Requires } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { InvalidInput, NotFound } from '../../../platform/errors/domain-errors.js';
import { ipThrottleGuard } from '../../../platform/http/ip-throttle.guard.js';
import { PageQuery, pageOf } from '../../../platform/http/page-query.js';
import { ChannelError } from '../adapters/channel-adapter.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { nuvemshopChannel } from '../channels/nuvemshop/nuvemshop.channel.js';
import { ChannelPreSignups, PRE_SIGNUP_EXPIRED as EXPIRED } from '../adapters/pre-signup/channel-pre-signups.js';
import { AllowContactPayload, ContactRequestListDto, PreSignupDto } from './pre-signup.dto.js';

/** REGISTER_THROTTLE_LIMIT calls per IP per minute each: a pre-signup spends a code, a contact writes a row. */
const PreSignupThrottleGuard = ipThrottleGuard(
  'pre-signup',
  (config) => config.registerThrottleLimit,
  'Muitas tentativas a partir deste endereço.',
);
const AllowContactThrottleGuard = ipThrottleGuard(
  'allow-contact',
  (config) => config.registerThrottleLimit,
  'Muitos pedidos de contato a partir deste endereço.',
);

/**
 * The Nuvemshop app-store landing (public-account.md §2.14, §7): a merchant who installs the app
 * without a Despacho session arrives with a code and no state. The code lasts 5 minutes, so it is
 * exchanged at once; the store token answered leads to the login (SIM) or to a contact request (AINDA NÃO).
 */
@ApiTags('integrations')
@Controller()
export class PreSignupController {
  constructor(
    private readonly adapters: ChannelAdapters,
    private readonly preSignups: ChannelPreSignups,
  ) {}

  @Public()
  @UseGuards(PreSignupThrottleGuard)
  @Post('pre-signup/nuvemshop/:code')
  @HttpCode(200)
  @ApiOperation({ operationId: 'preSignupNuvemshop', summary: 'Troca o código da instalação e devolve o store_token' })
  @ApiParam({ name: 'code', description: 'O code que a Nuvemshop enviou à página /connect/nuvemshop' })
  @ApiOkResponse({ type: PreSignupDto })
  async preSignup(@Param('code') code: string): Promise<PreSignupDto> {
    if (!/^[\w-]{1,200}$/.test(code)) throw new InvalidInput('Código de autorização inválido.');
    const grant = await this.adapters
      .of(nuvemshopChannel.id)
      .exchangeCode(code, {})
      .catch((error: unknown) => {
        throw error instanceof ChannelError ? new InvalidInput(EXPIRED) : error;
      });
    return { store_token: await this.preSignups.open(nuvemshopChannel.id, grant) };
  }

  @Public()
  @UseGuards(AllowContactThrottleGuard)
  @Post('allow-contact/nuvemshop')
  @HttpCode(200)
  @ApiOperation({ operationId: 'allowContactNuvemshop', summary: 'Pedido de contato do lojista sem conta' })
  @ApiQuery({ name: 'token', description: 'O store_token de pre-signup' })
  @ApiOkResponse({ type: CommandResultDto })
  async allowContact(@Query('token') token: string, @Body() body: AllowContactPayload): Promise<CommandResultDto> {
    if (typeof token !== 'string' || !(await this.preSignups.allowContact(nuvemshopChannel.id, token, body)))
      throw new NotFound(EXPIRED);
    return { id: token, message: 'Pronto! Nossa equipe entrará em contato em breve.' };
  }

  @Requires({ superAdmin: true })
  @Get('channel-contact-requests')
  @ApiOperation({
    operationId: 'listChannelContactRequests',
    summary: 'Lojistas vindos da loja de aplicativos que pediram contato (super admin)',
  })
  @ApiOkResponse({ type: ContactRequestListDto })
  contactRequests(@Query() query: PageQuery): Promise<ContactRequestListDto> {
    const { limit, offset } = pageOf(query, 100);
    return this.preSignups.contactRequests(limit, offset);
  }
}
