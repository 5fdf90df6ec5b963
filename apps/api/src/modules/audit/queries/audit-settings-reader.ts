import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FeeDictionary } from '../domain/cte/cte-fee-types.js';
import { NO_TOLERANCE, type Tolerance } from '../domain/tolerance.js';
import { runSql, sql } from '../../../platform/database/sql.js';

export interface CompanyAuditSettings {
  tolerance: Tolerance;
  /** The company's own component names (normalised) → fee type, read over the default dictionary. */
  dictionary: FeeDictionary;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A company's audit settings as the import, reprocessing and reconciliation use them (defaults when never set). */
@Injectable()
export class AuditSettingsReader {
  constructor(private readonly db: DataSource) {}

  async of(companyId: string, db: EntityManager | DataSource = this.db): Promise<CompanyAuditSettings> {
    const [row]: {
      tolerance_percentage: string | null;
      tolerance_amount: string | null;
      component_names: FeeDictionary;
    }[] = await runSql(
      db,
      sql`SELECT tolerance_percentage, tolerance_amount, component_names FROM audit_settings WHERE company_id = ${companyId}`,
    );
    if (!row) return { tolerance: NO_TOLERANCE, dictionary: {} };
    return {
      tolerance: { percentage: numberOrNull(row.tolerance_percentage), amount: numberOrNull(row.tolerance_amount) },
      dictionary: row.component_names,
    };
  }
}
