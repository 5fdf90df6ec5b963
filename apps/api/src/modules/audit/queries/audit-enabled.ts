import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotAllowed } from '../../../platform/errors/domain-errors.js';
import { hasAuditEnabled } from '../../identity/index.js';

/** The freight audit is a per-company option (GET me company.has_audit_enabled, switched by the provider's staff). */
@Injectable()
export class AuditEnabled {
  constructor(private readonly db: DataSource) {}

  async assert(companyId: string): Promise<void> {
    if (!(await hasAuditEnabled(this.db, companyId)))
      throw new NotAllowed('A auditoria de frete não está habilitada para esta empresa.');
  }
}
