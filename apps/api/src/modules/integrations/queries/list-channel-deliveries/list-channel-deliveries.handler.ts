import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { ChannelDeliveries } from '../../adapters/inbox/channel-deliveries.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { ChannelDeliveryListDto } from '../integrations.dto.js';
import { ListChannelDeliveriesQuery } from './list-channel-deliveries.query.js';

/** The integration's delivery log, newest first: received, processed, failed (with the reason), refused. */
@QueryHandler(ListChannelDeliveriesQuery)
export class ListChannelDeliveriesHandler implements IQueryHandler<ListChannelDeliveriesQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly deliveries: ChannelDeliveries,
  ) {}

  async execute({
    companyId,
    companyChannelId,
    limit,
    page,
  }: ListChannelDeliveriesQuery): Promise<ChannelDeliveryListDto> {
    if (!(await this.rows.ofCompany(companyChannelId, companyId))) throw new NotFound('Integração não encontrada.');
    return (await this.deliveries.list(companyChannelId, companyId, limit, page)) as unknown as ChannelDeliveryListDto;
  }
}
