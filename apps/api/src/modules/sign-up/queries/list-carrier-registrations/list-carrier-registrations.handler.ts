import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CarrierRegistrationListDto } from '../carrier-registration.dto.js';
import { ListCarrierRegistrationsQuery } from './list-carrier-registrations.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const MAX_LIMIT = 100;

/** Oldest pending first by default: the staff works through them in order. */
@QueryHandler(ListCarrierRegistrationsQuery)
export class ListCarrierRegistrationsHandler implements IQueryHandler<ListCarrierRegistrationsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ params }: ListCarrierRegistrationsQuery): Promise<CarrierRegistrationListDto> {
    const { limit, offset } = pageOf(params, MAX_LIMIT);
    const status = params.status ?? 'pending';
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT id, name, canonical_name, federal_tax_id, state_tax_id, phone, cubage, tms, address, status,
                freight_files, refusal_reason, carrier_id, created_at
           FROM carrier_registrations WHERE status = ${status} ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM carrier_registrations WHERE status = ${status}`),
    ]);
    return { data, total };
  }
}
