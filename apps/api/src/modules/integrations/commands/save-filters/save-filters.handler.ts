import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InvalidInput, NotFound } from '../../../../platform/errors/domain-errors.js';
import { channelFilters } from '../../queries/catalogue/channel-catalogue.js';
import { CompanyChannelRows } from '../../queries/company-channel-rows.js';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { filterValues } from './filter-values.js';
import { SaveFiltersCommand } from './save-filters.command.js';
import { distributionCentersOf } from '../../../catalog/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters are checked against the channel's list, relations against the company's own records. */
@CommandHandler(SaveFiltersCommand)
export class SaveFiltersHandler implements ICommandHandler<SaveFiltersCommand> {
  constructor(
    private readonly changer: CompanyChannelChanger,
    private readonly rows: CompanyChannelRows,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: SaveFiltersCommand): Promise<{ id: string; message: string }> {
    const integration = await this.rows.ofCompany(payload.id, actor.companyId);
    if (!integration) throw new NotFound('Integração não encontrada.');
    const filters = channelFilters(integration.channel_id);
    const map = filterValues(filters, payload.filter_map);
    for (const filter of filters.filter((candidate) => candidate.relation === 'distribution-centers')) {
      const value = map[filter.id];
      if (value === undefined) continue;
      const ids = Array.isArray(value) ? value : [String(value)];
      const found = ids.every((id) => UUID.test(id)) ? await distributionCentersOf(this.db, actor.companyId, ids) : [];
      if (found.length !== ids.length)
        throw new InvalidInput(`${filter.description}: CD não encontrado nesta empresa.`);
    }
    return this.changer.change(
      payload.id,
      context,
      (aggregate) => aggregate.saveFilters(actor.companyId, map),
      'Salvo com sucesso',
    );
  }
}
