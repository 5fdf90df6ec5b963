import { Injectable } from '@nestjs/common';
import type { Sql } from '../../../platform/database/sql.js';
import { StaleTrackingFilter } from '../../orders/index.js';
import { staleTrackingCondition } from './stale-tracking-condition.js';

/** Orders' stale-tracking filter: the condition the exceptions desk's scan also uses. */
@Injectable()
export class CarrierStaleTrackingFilter extends StaleTrackingFilter {
  condition(alias: string): Sql {
    return staleTrackingCondition(alias);
  }
}
