import { isCollectedOccurrence, isShownInTimeline, ORDER_STATUS } from '@despacho/domain';
import type { TrackingDetailDto } from '../../orders/index.js';

/**
 * §2.3 names two readings of when the four steps show; we take (b): some event with a status above 2
 * other than 6 (Coleta aceita is not yet movement). Without one the page says the order was not
 * collected yet.
 */
export const showsTrackingSteps = (details: TrackingDetailDto[]) =>
  details.some((d) => d.status > ORDER_STATUS.awaitingAcceptance && d.status !== ORDER_STATUS.pickupAccepted);

const latest = (details: TrackingDetailDto[], match: (d: TrackingDetailDto) => boolean) =>
  details
    .filter(match)
    .reduce<string | null>((last, d) => (last === null || d.occurred_at > last ? d.occurred_at : last), null);

/**
 * §4: Coletado = latest code 202; Em Trânsito = latest empty code, or an event a carrier connector
 * reported (it names its carrier; the pickup's own 202 does not) that left the order in transit (issue 30); Saiu para entrega = latest status 4; Entregue = delivered_at.
 */
export function stepDates(details: TrackingDetailDto[], deliveredAt: string | null): (string | null)[] {
  return [
    latest(details, (d) => isCollectedOccurrence(d.code)),
    latest(details, (d) => !d.code || (Boolean(d.carrier) && d.status === ORDER_STATUS.inTransit)),
    latest(details, (d) => d.status === ORDER_STATUS.outForDelivery),
    deliveredAt,
  ];
}

/** The public timeline: codes 200 and 201 are internal; newest first. */
export const publicTimeline = (details: TrackingDetailDto[]) =>
  details.filter((d) => isShownInTimeline(d.code)).sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));
