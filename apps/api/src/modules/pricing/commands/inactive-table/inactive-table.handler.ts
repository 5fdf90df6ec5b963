import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { setTableActive } from '../active-table/set-table-active.js';
import { InactiveTableCommand } from './inactive-table.command.js';

@CommandHandler(InactiveTableCommand)
export class InactiveTableHandler implements ICommandHandler<InactiveTableCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  execute(command: InactiveTableCommand): Promise<{ id: string }> {
    return setTableActive(this.repository, command, false);
  }
}
