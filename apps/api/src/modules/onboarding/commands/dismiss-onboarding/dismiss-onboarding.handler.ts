import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Onboarding } from '../../domain/onboarding.aggregate.js';
import { DismissOnboardingCommand } from './dismiss-onboarding.command.js';

/** 'Concluir depois': the company's logins go to the dashboard again; /onboarding stays reachable. */
@CommandHandler(DismissOnboardingCommand)
export class DismissOnboardingHandler implements ICommandHandler<DismissOnboardingCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ actor, context }: DismissOnboardingCommand): Promise<{ message: string }> {
    const { aggregate } = await this.repository.load(Onboarding.of(actor.companyId));
    aggregate.dismiss();
    await this.repository.save(aggregate, context);
    return { message: 'Você pode voltar ao onboarding pelo menu a qualquer momento.' };
  }
}
