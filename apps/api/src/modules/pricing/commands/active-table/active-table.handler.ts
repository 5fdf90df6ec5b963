import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { ActiveTableCommand } from './active-table.command.js';
import { setTableActive } from './set-table-active.js';

@CommandHandler(ActiveTableCommand)
export class ActiveTableHandler implements ICommandHandler<ActiveTableCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  execute(command: ActiveTableCommand): Promise<{ id: string }> {
    return setTableActive(this.repository, command, true);
  }
}
