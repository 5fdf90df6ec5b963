import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { visibleCarriers } from '../../../catalog/index.js';
import { AuditEnabled } from '../audit-enabled.js';
import { cteNotFound } from '../../domain/cte.aggregate.js';
import { compareCte } from '../cte-comparison.js';
import { nettedCte } from '../cte-netting.js';
import { CTE_SELECT, type CteRow, cteDtoOf } from '../cte-row.js';
import type { CteDetailDto, CteDisputeDto, CteHistoryDto } from '../ctes.dto.js';
import { GetCteQuery } from './get-cte.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** GET ctes/{id}: one CT-e of the company with its per-fee comparison; another company's id is 404. */
@QueryHandler(GetCteQuery)
export class GetCteHandler implements IQueryHandler<GetCteQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditEnabled,
  ) {}

  async execute({ actor, id, highlightIcms }: GetCteQuery): Promise<CteDetailDto> {
    await this.audit.assert(actor.companyId);
    const [row]: CteRow[] = await runSql(
      this.db,
      sql`${raw(CTE_SELECT)} WHERE c.id = ${id} AND c.company_id = ${actor.companyId}`,
    );
    if (!row) throw cteNotFound();
    const [{ dispute, history, linked_to }]: {
      dispute: Omit<CteDisputeDto, 'status'> | null;
      history: CteHistoryDto[];
      linked_to: string | null;
    }[] = await runSql(this.db, sql`SELECT dispute, history, linked_to FROM ctes WHERE id = ${id}`);
    // Its complements or the CT-e it replaced (linked to it), and the one it is linked to.
    const related = await runSql(
      this.db,
      sql`SELECT id, key, number, document, linked_to FROM ctes WHERE company_id = ${actor.companyId} AND (linked_to = ${id} OR id = ${linked_to}) AND id <> ${id}`,
    );
    const netted = nettedCte(id, row.document, related);
    const carriers = await visibleCarriers(this.db, actor.companyId, row.carrier_id ? [row.carrier_id] : []);
    const { variation: _, ...comparison } = compareCte(netted.document, row.orders, row.fee_remaps, highlightIcms);
    return {
      ...cteDtoOf({ ...row, document: netted.document }, carriers),
      comparison,
      linked: netted.linked,
      dispute: dispute && row.dispute_status ? { ...dispute, status: row.dispute_status } : null,
      history,
      document: row.document,
      file_name: row.file_name,
    };
  }
}
