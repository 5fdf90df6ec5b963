import { ORDER_STATUS, saoPauloCalendarDate, staleTrackingCutoff } from '@despacho/domain';
import { raw, type Sql, sql } from '../../../platform/database/sql.js';
import { staleTrackingDaysOf } from '../../identity/index.js';

/** The company setting is read up to this many business days. */
export const MAX_STALE_TRACKING_DAYS = 30;

/**
 * 'Rastreamento desatualizado' over orders `alias`: in transit or out for delivery, with an open
 * volume a connected carrier integration follows (its carrier linked to an enabled one, in
 * carrier_connections) whose last carrier event (else its opening) is older than the company's
 * business days (identity's stale_tracking_days, 2 by default, set by ChangeStaleTrackingDays). The
 * cutoff of each possible setting is computed here (business days and holidays are the domain's),
 * the row's company picks its own.
 */
export function staleTrackingCondition(alias: string, now = new Date()): Sql {
  const today = saoPauloCalendarDate(now);
  const cutoffs = Array.from({ length: MAX_STALE_TRACKING_DAYS + 1 }, (_, days) => staleTrackingCutoff(today, days));
  const o = raw(alias);
  return sql`(${o}.status = ANY(${[ORDER_STATUS.inTransit, ORDER_STATUS.outForDelivery]}::smallint[]) AND EXISTS (
    SELECT 1 FROM shipment_trackings st
     WHERE st.order_id = ${o}.id AND st.company_id = ${o}.company_id AND st.open AND st.tracking_key IS NOT NULL
       AND EXISTS (SELECT 1 FROM carrier_connections cc
                    WHERE cc.company_id = st.company_id AND cc.enabled AND st.carrier_id = ANY(cc.carrier_ids))
       AND (COALESCE(st.last_event_at, st.opened_at) AT TIME ZONE 'America/Sao_Paulo')::date
           <= (${cutoffs}::date[])[LEAST(${staleTrackingDaysOf(sql`st.company_id`)}, ${MAX_STALE_TRACKING_DAYS}) + 1]))`;
}

/** The newest carrier news (else the opening) among the open volumes of the order `alias`. */
export function lastTrackingNewsOf(alias: string): Sql {
  const o = raw(alias);
  return sql`(SELECT max(COALESCE(st.last_event_at, st.opened_at)) FROM shipment_trackings st WHERE st.order_id = ${o}.id AND st.open)`;
}
