import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  compileRouteFees,
  compileZipRanges,
  type FreightRoute,
  type FreightRule,
  type FreightTable,
  type QuotationView,
} from '@despacho/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { PgChannelListener } from '../../../../platform/database/pg-channel-listener.js';
import { companyQuotingOf, type PromiseSettings } from '../../../identity/index.js';
import { skuExpeditionDaysOf } from '../../../products/index.js';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../../catalog/index.js';
import type { FreightRuleData } from '../../events/pricing-events.js';
import { PRICING_CHANNEL } from './pricing-channel.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

export interface OriginCenter {
  id: string;
  reference: string;
  name: string;
  zip: string;
  expeditionDays: number;
}

/** Everything the engine needs for one company, compiled once and kept until a change is notified. */
export interface CompanyPricing {
  tables: FreightTable[];
  rules: FreightRule[];
  /** Expedition days of the company's SKUs that have any, by lower-case SKU. */
  skuDays: Map<string, number>;
  quotationView: QuotationView;
  centers: OriginCenter[];
  /** Which deadline the quotes promise (issue 32). */
  promise: PromiseSettings;
}

const zip = (value: string) => Number(value);

/** The freight_rules columns `ruleOf` reads. */
export const FREIGHT_RULE_COLUMNS = `id, name, enabled, channel_id, distribution_center_id, carrier_id,
  to_char(start_at, 'YYYY-MM-DD') AS start_at, to_char(end_at, 'YYYY-MM-DD') AS end_at, routes`;

/** A freight_rules row as FREIGHT_RULE_COLUMNS reads it, or a rule's stored data with its id. */
export type FreightRuleRow = FreightRuleData & { id: string; enabled: boolean };

/** A freight_tables row joined with its routes and carrier, as `load` reads it. */
interface FreightTableRow {
  id: string;
  cubage: number;
  apply_icms: boolean;
  readjustment_percent: number;
  distribution_center_ids: string[];
  routes: FreightRoute[];
  carrier_id: string;
}

/** A freight_rules row (or a rule's stored data) in the engine's shape. */
export function ruleOf(row: FreightRuleRow): FreightRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    channelId: row.channel_id,
    distributionCenterId: row.distribution_center_id,
    carrierId: row.carrier_id,
    startAt: row.start_at,
    endAt: row.end_at,
    routes: row.routes.map((r) => ({
      type: r.rule_type,
      zipFrom: zip(r.zip_from),
      zipTo: zip(r.zip_up),
      value: r.value,
      additionalDeadline: r.additional_deadline,
      minCartValue: r.min_value,
      maxCartValue: r.max_value,
      skus: r.sku_list,
      maxVolumes: r.total_volumes,
    })),
  };
}

/**
 * Per-company compiled pricing (active tables with routes sorted for binary search and their fees as
 * rows of numbers, enabled rules in creation order, CDs, display mode). Every API instance LISTENs
 * for the pricing channel and drops a company's entry when its inputs change ('*' drops all).
 */
@Injectable()
export class PricingIndex implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly cache = new Map<string, Promise<CompanyPricing>>();
  private readonly listener: PgChannelListener;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.listener = new PgChannelListener(config.databaseUrl, PRICING_CHANNEL, {
      message: (companyId) => this.invalidate(companyId || '*'),
      lost: () => this.cache.clear(),
    });
  }

  forCompany(companyId: string): Promise<CompanyPricing> {
    // Without LISTEN a cached entry could miss a change: compile per call until it is back.
    if (!this.listener.live) return this.load(companyId);
    let entry = this.cache.get(companyId);
    if (!entry) {
      entry = this.load(companyId);
      entry.catch(() => this.cache.delete(companyId));
      this.cache.set(companyId, entry);
    }
    return entry;
  }

  invalidate(companyId: string): void {
    if (companyId === '*') this.cache.clear();
    else this.cache.delete(companyId);
  }

  /** 'Sincronizar': drops the company's entry here at once and, through NOTIFY, on every other instance. */
  async invalidateEverywhere(companyId: string): Promise<void> {
    this.invalidate(companyId);
    await runSql(this.db, sql`SELECT pg_notify(${PRICING_CHANNEL}, ${companyId})`);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  /** The company's active tables with their routes, each with its carrier while that one is active. */
  private async activeTables(companyId: string) {
    const tables: FreightTableRow[] = await runSql(
      this.db,
      sql`SELECT t.id, t.cubage::float AS cubage, t.apply_icms, t.readjustment_percent::float AS readjustment_percent,
              t.distribution_center_ids::text[] AS distribution_center_ids, r.routes, t.carrier_id
         FROM freight_tables t JOIN freight_table_routes r ON r.table_id = t.id
        WHERE t.company_id = ${companyId} AND t.active`,
    );
    const carriers = await visibleCarriersOf(this.db, companyId, [...new Set(tables.map((t) => t.carrier_id))]);
    const active = new Map(carriers.filter((carrier) => carrier.active).map((carrier) => [carrier.id, carrier]));
    return tables.flatMap(({ carrier_id, ...table }) => {
      const carrier = active.get(carrier_id);
      return carrier ? [{ ...table, carrier }] : [];
    });
  }

  private async load(companyId: string): Promise<CompanyPricing> {
    const [tables, rules, quoting, centers, skuDays] = await Promise.all([
      this.activeTables(companyId),
      runSql(
        this.db,
        sql`SELECT ${raw(FREIGHT_RULE_COLUMNS)} FROM freight_rules WHERE company_id = ${companyId} AND enabled ORDER BY created_at, id`,
      ),
      companyQuotingOf(this.db, companyId),
      companyDistributionCentersOf(this.db, companyId),
      skuExpeditionDaysOf(this.db, companyId),
    ]);
    return {
      tables: tables.map(({ carrier, ...t }): FreightTable => ({
        id: t.id,
        carrier: { id: carrier.id, name: carrier.name, canonicalName: carrier.canonical_name },
        cubage: t.cubage,
        applyIcms: t.apply_icms,
        readjustmentPercent: t.readjustment_percent,
        distributionCenterIds: t.distribution_center_ids,
        routes: t.routes,
        zipRanges: compileZipRanges(t.routes),
        routeFees: compileRouteFees(t.routes),
      })),
      rules: (rules as FreightRuleRow[]).map(ruleOf),
      quotationView: quoting.quotationView,
      promise: quoting.promise,
      centers: centers.map((c) => ({
        id: c.id,
        reference: c.reference,
        name: c.name,
        zip: c.zip,
        expeditionDays: c.expedition_time,
      })),
      skuDays,
    };
  }
}
