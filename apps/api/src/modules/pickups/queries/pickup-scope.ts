import type { Actor } from '../../../platform/auth/actor.js';
import { join, raw, type Sql, sql } from '../../../platform/database/sql.js';
import { PICKUP_DEADLINE_FILTER_SQL } from '../../orders/index.js';
import { NotAllowed } from '../../../platform/errors/domain-errors.js';
import { PICKUP_STATE_SQL } from '../domain/pickup-state.js';
import type { PickupFilters } from './pickups.dto.js';

/**
 * The WHERE of the pickup lists. A merchant sees its own company's pickups; the provider's super
 * admins (operations) may name another company, or see every company in the v2 view.
 */
export function pickupWhere(actor: Actor, filters: PickupFilters = {}, allCompanies = false): Sql {
  const conditions: Sql[] = [];
  const otherCompany = filters.company_id && filters.company_id !== actor.companyId;
  if ((otherCompany || allCompanies) && !actor.isSuperAdmin)
    throw new NotAllowed('Apenas a equipe de operações vê coletas de outras empresas.');
  if (!allCompanies || filters.company_id)
    conditions.push(sql`p.company_id = ${filters.company_id ?? actor.companyId}`);
  if (filters.status) conditions.push(raw(`(${PICKUP_STATE_SQL[Number(filters.status) as 1 | 2 | 3]})`));
  if (filters.deadline) conditions.push(raw(`(${PICKUP_DEADLINE_FILTER_SQL[filters.deadline]})`));
  if (filters.carrier) conditions.push(sql`p.carrier_id = ${filters.carrier}`);
  return conditions.length ? join(conditions, ' AND ') : raw('true');
}
