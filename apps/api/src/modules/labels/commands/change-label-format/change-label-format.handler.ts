import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Company } from '../../../identity/index.js';
import { ChangeLabelFormatCommand } from './change-label-format.command.js';

/** The caller's company's default label format (a company setting, kept as the company's event). */
@CommandHandler(ChangeLabelFormatCommand)
export class ChangeLabelFormatHandler implements ICommandHandler<ChangeLabelFormatCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: ChangeLabelFormatCommand): Promise<{ id: string; message: string }> {
    const { aggregate: company } = await this.repository.load(new Company(actor.companyId));
    company.changeLabelFormat(payload.label_format);
    await this.repository.save(company, context);
    return { id: company.id, message: 'Formato das etiquetas salvo com sucesso' };
  }
}
