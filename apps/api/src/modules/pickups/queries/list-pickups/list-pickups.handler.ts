import { QUERY_FLAG } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { PICKUP_SELECT, pickupDtosOf } from '../pickup-row.js';
import { pickupWhere } from '../pickup-scope.js';
import type { PickupListDto } from '../pickups.dto.js';
import { ListPickupsQuery } from './list-pickups.query.js';

/** Newest first; shippers page by 10 (10/20/30), operations by 20. */
@QueryHandler(ListPickupsQuery)
export class ListPickupsHandler implements IQueryHandler<ListPickupsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: ListPickupsQuery): Promise<PickupListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? 10 }, 100);
    const where = pickupWhere(actor, query.filters, query.v2 === QUERY_FLAG.yes);
    const page = sql`${raw(PICKUP_SELECT)} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`;
    const count = sql`SELECT count(*)::int AS total FROM pickups p WHERE ${where}`;
    const [rows, [{ total }]] = await Promise.all([runSql(this.db, page), runSql(this.db, count)]);
    return { data: await pickupDtosOf(this.db, rows), total };
  }
}
