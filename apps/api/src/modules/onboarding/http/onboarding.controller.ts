import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { DismissOnboardingCommand } from '../commands/dismiss-onboarding/dismiss-onboarding.command.js';
import { MarkOnboardingStepCommand } from '../commands/mark-onboarding-step/mark-onboarding-step.command.js';
import { MarkOnboardingStepPayload } from '../commands/mark-onboarding-step/mark-onboarding-step.payload.js';
import { GetOnboardingQuery } from '../queries/get-onboarding/get-onboarding.query.js';
import { OnboardingDto, OnboardingMessageDto } from '../queries/get-onboarding/onboarding.dto.js';

const contextOf = (actor: Actor, request: FastifyRequest) => ({
  companyId: actor.companyId,
  userId: actor.userId,
  correlationId: request.id,
});

/** public-account.md §2.9 and §7: GET onboarding, POST onboarding {step, complete, data}. */
@ApiTags('onboarding')
@Controller('onboarding')
@Requires({ area: 'onboarding' })
export class OnboardingController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandDispatcher,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getOnboarding', summary: 'Os 8 passos do onboarding da empresa e o passo atual' })
  @ApiOkResponse({ type: OnboardingDto })
  show(@CurrentActor() actor: Actor): Promise<OnboardingDto> {
    return this.queryBus.execute(new GetOnboardingQuery(actor.companyId));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'markOnboardingStep',
    summary: 'Marca um passo como concluído ou pulado, com o que ele enviou',
  })
  @ApiOkResponse({ type: OnboardingMessageDto })
  mark(
    @Body() body: MarkOnboardingStepPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<OnboardingMessageDto> {
    return this.commands.dispatch(new MarkOnboardingStepCommand(body, actor, contextOf(actor, request)));
  }

  @Post('dismiss')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'dismissOnboarding',
    summary: 'Deixa o onboarding para depois: o login volta a levar ao painel',
  })
  @ApiOkResponse({ type: OnboardingMessageDto })
  dismiss(@CurrentActor() actor: Actor, @Req() request: FastifyRequest): Promise<OnboardingMessageDto> {
    return this.commands.dispatch(new DismissOnboardingCommand({}, actor, contextOf(actor, request)));
  }
}
