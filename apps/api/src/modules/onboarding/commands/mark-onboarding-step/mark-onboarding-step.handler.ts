import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { Onboarding } from '../../domain/onboarding.aggregate.js';
import { FREIGHT_TABLE_STEP } from '../../domain/onboarding-steps.js';
import { MarkOnboardingStepCommand } from './mark-onboarding-step.command.js';
import type { OnboardingDataPayload } from './mark-onboarding-step.payload.js';

/** A step's button: done or skipped; step 4 sends a carrier's table to the team or asks for carriers. */
@CommandHandler(MarkOnboardingStepCommand)
export class MarkOnboardingStepHandler implements ICommandHandler<MarkOnboardingStepCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ payload, actor, context }: MarkOnboardingStepCommand): Promise<{ message: string }> {
    const data = payload.data ? stripEmpty(payload.data) : null;
    if (payload.step === FREIGHT_TABLE_STEP && data) await this.checkFreightTable(actor.companyId, data);
    const { aggregate } = await this.repository.load(Onboarding.of(actor.companyId));
    aggregate.mark(payload.step, payload.complete, data && Object.keys(data).length > 0 ? { ...data } : null);
    await this.repository.save(aggregate, context);
    if (data?.solicitar)
      return { message: 'Solicitação enviada! Nossa equipe buscará novas transportadoras (pode levar até 15 dias).' };
    return { message: payload.complete ? 'Passo concluído.' : 'Passo pulado.' };
  }

  /** A table goes to the team with its carrier and at least one of the company's own uploads. */
  private async checkFreightTable(companyId: string, data: OnboardingDataPayload): Promise<void> {
    if (data.solicitar) return;
    if (!data.tabela_frete) return;
    if (!data.carrier) throw new InvalidInput('Informe o nome da transportadora.');
    if (!data.files?.length) throw new InvalidInput('Envie ao menos um arquivo da tabela de frete.');
    for (const file of data.files) await this.uploads.assertExists(companyId, file.path);
  }
}

function stripEmpty(data: OnboardingDataPayload): OnboardingDataPayload {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as OnboardingDataPayload;
}
