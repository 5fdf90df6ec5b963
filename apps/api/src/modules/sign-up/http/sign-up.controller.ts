import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { isValidCnpj } from '@despacho/domain';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { Public, Requires } from '../../../platform/auth/decorators.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { CaptchaVerifier } from '../../tracking/index.js';
import { RegisterCompanyCommand } from '../commands/register-company/register-company.command.js';
import { RegisterCompanyPayload } from '../commands/register-company/register-company.payload.js';
import { ListCompanySignUpsQuery } from '../queries/list-company-sign-ups/list-company-sign-ups.query.js';
import { LookupCnpjQuery } from '../queries/lookup-cnpj/lookup-cnpj.query.js';
import { CnpjCardDto, CompanySignUpListDto, RegisterCompanyResultDto } from '../queries/sign-up.dto.js';
import { CnpjThrottleGuard, RegisterThrottleGuard } from './sign-up-throttle.guards.js';

export const SIGN_UP_DONE =
  'Cadastro realizado com sucesso! Você receberá nosso contato para tratarmos das integrações.';

/** The company sign-up wizard (public-account.md §2.7): public look-up and submission, the staff's list. */
@ApiTags('sign-up')
@Controller()
export class SignUpController {
  constructor(
    private readonly commands: CommandDispatcher,
    private readonly queryBus: QueryBus,
    private readonly captcha: CaptchaVerifier,
  ) {}

  @Public()
  @UseGuards(CnpjThrottleGuard)
  @Get('cnpj-card/:cnpj')
  @ApiOperation({ operationId: 'lookupCnpj', summary: 'Dados da empresa de um CNPJ (público, limitado por IP)' })
  @ApiParam({ name: 'cnpj', description: '14 dígitos, com ou sem máscara' })
  @ApiOkResponse({ type: CnpjCardDto })
  @ApiResponse({ status: 400, description: 'CNPJ inválido.' })
  @ApiResponse({ status: 404, description: 'CNPJ não encontrado na Receita Federal.' })
  @ApiResponse({ status: 503, description: 'Consulta indisponível: o formulário continua editável.' })
  lookupCnpj(@Param('cnpj') raw: string): Promise<CnpjCardDto> {
    const cnpj = raw.replace(/[.\-/]/g, '');
    if (!/^\d{14}$/.test(cnpj) || !isValidCnpj(cnpj)) throw new InvalidInput('CNPJ inválido: confira os dígitos.');
    return this.queryBus.execute(new LookupCnpjQuery(cnpj));
  }

  @Public()
  @UseGuards(RegisterThrottleGuard)
  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'registerCompany',
    summary: 'Cadastro de empresa pelo assistente (captcha obrigatório)',
  })
  @ApiOkResponse({ type: RegisterCompanyResultDto })
  async register(
    @Body() body: RegisterCompanyPayload,
    @Req() request: FastifyRequest,
  ): Promise<RegisterCompanyResultDto> {
    await this.captcha.assertSolved(body.recaptcha, request.ip);
    await this.commands.dispatch(new RegisterCompanyCommand(body, request.id ?? randomUUID()));
    return { message: SIGN_UP_DONE };
  }

  @Requires({ superAdmin: true })
  @Get('company-sign-ups')
  @ApiOperation({
    operationId: 'listCompanySignUps',
    summary: 'Empresas cadastradas pelo assistente, com as respostas (super admin)',
  })
  @ApiOkResponse({ type: CompanySignUpListDto })
  listSignUps(@Query() page: PageQuery): Promise<CompanySignUpListDto> {
    return this.queryBus.execute(new ListCompanySignUpsQuery(page));
  }
}
