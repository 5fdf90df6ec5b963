import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { AuditDashboardDto } from '../ctes.dto.js';

export class GetAuditDashboardQuery extends Query<AuditDashboardDto> {
  constructor(
    readonly actor: Actor,
    readonly since: string | undefined,
  ) {
    super();
  }
}
