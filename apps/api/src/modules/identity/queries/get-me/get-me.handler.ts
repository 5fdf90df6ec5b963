import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { PROMISE_SETTINGS_COLUMNS } from '../../domain/promise-settings.js';
import type { MeDto } from '../identity.dto.js';
import { GetMeQuery } from './get-me.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor }: GetMeQuery): Promise<MeDto> {
    const [[company], companies] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT id, name, has_audit_enabled, quotation_view, second_version_notice, stale_tracking_days, label_format, ${raw(PROMISE_SETTINGS_COLUMNS)}
           FROM companies WHERE id = ${actor.companyId}`,
      ),
      runSql(
        this.db,
        sql`SELECT c.id, c.name FROM companies c JOIN user_companies m ON m.company_id = c.id
          WHERE m.user_id = ${actor.userId} ORDER BY c.name`,
      ),
    ]);
    if (!company) throw new NotFound('Empresa não encontrada.');
    return {
      id: actor.userId,
      name: actor.name,
      email: actor.email,
      is_admin: actor.isAdmin,
      is_super_admin: actor.isSuperAdmin,
      permissions: actor.permissions,
      company,
      companies,
    };
  }
}
