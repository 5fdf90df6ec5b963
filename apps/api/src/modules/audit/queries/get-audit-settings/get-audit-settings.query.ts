import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { AuditSettingsDto } from '../ctes.dto.js';

export class GetAuditSettingsQuery extends Query<AuditSettingsDto> {
  constructor(readonly actor: Actor) {
    super();
  }
}
