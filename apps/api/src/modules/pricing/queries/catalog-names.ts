import type { Queryable } from '../../../platform/database/sql.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../catalog/index.js';
import type { FreightRuleDto } from './freight-rule.dto.js';
import type { FreightTableDto } from './pricing.dto.js';

const uniqueIds = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/** The carriers and CDs a list names, read from the catalog in two queries per list (never one per row). */
async function catalogOf(
  db: Queryable,
  companyId: string,
  carrierIds: (string | null)[],
  centerIds: (string | null)[],
) {
  const [carriers, centers] = await Promise.all([
    visibleCarriersOf(db, companyId, uniqueIds(carrierIds)),
    companyDistributionCentersOf(db, companyId, uniqueIds(centerIds)),
  ]);
  return {
    carriers: new Map(carriers.map((carrier) => [carrier.id, carrier])),
    centers: new Map(centers.map(({ id, name }) => [id, { id, name }])),
  };
}

type RuleRow = Omit<FreightRuleDto, 'carrier' | 'distribution_center'>;

/** Each rule with its CD and carrier ({ id, name }, null when it names none). */
export async function withRuleNames(db: Queryable, companyId: string, rules: RuleRow[]): Promise<FreightRuleDto[]> {
  const { carriers, centers } = await catalogOf(
    db,
    companyId,
    rules.map((rule) => rule.carrier_id),
    rules.map((rule) => rule.distribution_center_id),
  );
  const carrierOf = (id: string | null) => {
    const carrier = id === null ? undefined : carriers.get(id);
    return carrier ? { id: carrier.id, name: carrier.name } : null;
  };
  return rules.map((rule) => ({
    ...rule,
    distribution_center: centers.get(rule.distribution_center_id ?? '') ?? null,
    carrier: carrierOf(rule.carrier_id),
  }));
}

export type TableRow = Omit<FreightTableDto, 'carrier' | 'distribution_centers'> & {
  carrier_id: string;
  distribution_center_ids: string[];
};

/** Each table with its carrier and its CDs by name; a table whose carrier the company cannot see is left out. */
export async function withTableNames(db: Queryable, companyId: string, tables: TableRow[]): Promise<FreightTableDto[]> {
  const { carriers, centers } = await catalogOf(
    db,
    companyId,
    tables.map((table) => table.carrier_id),
    tables.flatMap((table) => table.distribution_center_ids),
  );
  return tables.flatMap(({ carrier_id, distribution_center_ids, ...table }) => {
    const carrier = carriers.get(carrier_id);
    if (!carrier) return [];
    const named = distribution_center_ids.flatMap((id) => centers.get(id) ?? []);
    return [
      {
        ...table,
        carrier: { id: carrier.id, name: carrier.name, canonical_name: carrier.canonical_name },
        distribution_centers: named.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
      },
    ];
  });
}
