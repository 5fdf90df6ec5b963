import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { FreightTableAggregate } from '../../domain/freight-table.aggregate.js';
import type { ActiveTableCommand } from './active-table.command.js';

/** Shared by ActiveTable and InactiveTable: load, switch, save. */
export async function setTableActive(
  repository: AggregateRepository,
  command: ActiveTableCommand,
  active: boolean,
): Promise<{ id: string }> {
  const { aggregate: table } = await repository.load(new FreightTableAggregate(command.payload.id));
  table.setActive(command.actor.companyId, active);
  await repository.save(table, command.context);
  return { id: table.id };
}
