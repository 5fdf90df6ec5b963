import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import { POLL_FOR_DAYS } from './tracking-cadence.js';

/** A volume claimed for one poll: the key its carrier knows it by and what was known before. */
export interface ClaimedShipment {
  order_id: string;
  shipment_id: string;
  company_id: string;
  tracking_key: string;
  state: string | null;
  last_reason: string | null;
}

/** The outcome of one poll of a volume: when it is due again, and why the carrier had nothing (or null). */
export interface CheckedShipment {
  order_id: string;
  shipment_id: string;
  tracking_key: string;
  next_in_ms: number;
  reason: string | null;
}

/**
 * tracking_polls, the poller's own table. Its rows follow the tracking projection's open volumes of
 * carriers linked to an enabled integration of a polling connector; a claim moves next_poll_at past
 * a lease (SKIP LOCKED), so two workers never take one row, and a dead worker's rows come due again.
 */
@Injectable()
export class TrackingPollRows {
  constructor(private readonly db: DataSource) {}

  /**
   * Brings the rows in step with shipment_trackings: new followable volumes are due at once; closed,
   * too old, re-keyed or unlinked ones leave. A carrier linked to two integrations of one company is
   * polled through the oldest. Answers how many rows came and went.
   */
  async sync(connectorIds: readonly number[]): Promise<{ added: number; removed: number }> {
    const followable = sql`
      SELECT DISTINCT ON (s.order_id, s.shipment_id)
             s.order_id, s.shipment_id, s.company_id, c.id AS company_channel_id, s.tracking_key
        FROM shipment_trackings s
        JOIN carrier_connections c ON c.company_id = s.company_id AND s.carrier_id = ANY (c.carrier_ids)
       WHERE s.open AND s.tracking_key IS NOT NULL AND s.tracking_key <> ''
         AND s.opened_at > now() - make_interval(days => ${POLL_FOR_DAYS})
         AND c.enabled AND c.channel_id = ANY (${connectorIds}::int[])
       ORDER BY s.order_id, s.shipment_id, c.created_at, c.id`;
    const removed = sql`
      WITH followable AS (${followable})
      DELETE FROM tracking_polls p
       WHERE NOT EXISTS (SELECT 1 FROM followable f
                          WHERE f.order_id = p.order_id AND f.shipment_id = p.shipment_id
                            AND f.company_channel_id = p.company_channel_id AND f.tracking_key = p.tracking_key)`;
    const added = sql`
      WITH followable AS (${followable}), added AS (
      INSERT INTO tracking_polls (order_id, shipment_id, company_id, company_channel_id, tracking_key, next_poll_at)
      SELECT f.order_id, f.shipment_id, f.company_id, f.company_channel_id, f.tracking_key, now()
        FROM followable f
       WHERE NOT EXISTS (SELECT 1 FROM tracking_polls p WHERE p.order_id = f.order_id AND p.shipment_id = f.shipment_id)
      ON CONFLICT (order_id, shipment_id) DO NOTHING RETURNING 1)
      SELECT count(*)::int AS count FROM added`;
    const [, gone] = await runSql(this.db, removed);
    const [came] = await runSql(this.db, added);
    return { added: came.count, removed: Number(gone ?? 0) };
  }

  /** Due rows per integration (of those given), for the cycle to hand out. */
  async dueCounts(integrationIds: readonly string[]): Promise<Map<string, number>> {
    const query = sql`
      SELECT company_channel_id, count(*)::int AS due FROM tracking_polls
       WHERE company_channel_id = ANY (${integrationIds}::uuid[]) AND next_poll_at <= now()
       GROUP BY company_channel_id`;
    const rows: { company_channel_id: string; due: number }[] = await runSql(this.db, query);
    return new Map(rows.map((row) => [row.company_channel_id, row.due]));
  }

  /**
   * Takes up to `limit` due rows of one integration for `leaseMs`: they are not due for anyone else
   * until checked or released, or until the lease runs out (the worker died).
   */
  async claim(integrationId: string, limit: number, leaseMs: number): Promise<ClaimedShipment[]> {
    const query = sql`
      WITH due AS (
        SELECT order_id, shipment_id FROM tracking_polls
         WHERE company_channel_id = ${integrationId} AND next_poll_at <= now()
         ORDER BY next_poll_at
         LIMIT ${limit}
         FOR UPDATE SKIP LOCKED)
      UPDATE tracking_polls p SET next_poll_at = now() + make_interval(secs => ${leaseMs / 1000})
        FROM due LEFT JOIN shipment_trackings s ON s.order_id = due.order_id AND s.shipment_id = due.shipment_id
       WHERE p.order_id = due.order_id AND p.shipment_id = due.shipment_id
      RETURNING p.order_id, p.shipment_id, p.company_id, p.tracking_key, s.state, p.last_reason`;
    const [rows] = await runSql(this.db, query);
    return rows as ClaimedShipment[];
  }

  /** Records the polls that went through: each due again after its own wait, with its reason (or none). */
  async checked(shipments: readonly CheckedShipment[]): Promise<void> {
    if (!shipments.length) return;
    const query = sql`
      UPDATE tracking_polls p
         SET last_checked_at = now(), next_poll_at = now() + make_interval(secs => u.next_in_ms / 1000.0),
             last_reason = u.reason
        FROM unnest(${shipments.map((s) => s.order_id)}::uuid[], ${shipments.map((s) => s.shipment_id)}::text[],
                    ${shipments.map((s) => s.tracking_key)}::text[], ${shipments.map((s) => s.next_in_ms)}::int[],
                    ${shipments.map((s) => s.reason)}::text[])
             AS u(order_id, shipment_id, tracking_key, next_in_ms, reason)
       WHERE p.order_id = u.order_id AND p.shipment_id = u.shipment_id AND p.tracking_key = u.tracking_key`;
    await runSql(this.db, query);
  }

  /** Hands claimed rows back untouched (the call failed): due again, for this cycle or after the back-off. */
  async release(shipments: readonly ClaimedShipment[]): Promise<void> {
    if (!shipments.length) return;
    const query = sql`
      UPDATE tracking_polls p SET next_poll_at = now()
        FROM unnest(${shipments.map((s) => s.order_id)}::uuid[], ${shipments.map((s) => s.shipment_id)}::text[])
             AS u(order_id, shipment_id)
       WHERE p.order_id = u.order_id AND p.shipment_id = u.shipment_id`;
    await runSql(this.db, query);
  }
}
