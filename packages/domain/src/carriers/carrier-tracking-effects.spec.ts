import { describe, expect, it } from 'vitest';
import { ALERT_TYPE } from '../orders/occurrence-alerts.js';
import { ORDER_STATUS } from '../orders/order-status.js';
import {
  CARRIER_EVENT_STATUSES,
  carrierOccurrenceOf,
  carrierStatusRank,
  orderStatusOfTrackingState,
} from './carrier-tracking-effects.js';
import type { TrackingProblem, TrackingState } from './tracking-state.js';

describe('orderStatusOfTrackingState', () => {
  it.each<[TrackingState, number | null]>([
    ['posted', 3],
    ['in_transit', 3],
    ['failed_attempt', 3],
    ['awaiting_pickup', 3],
    ['exception', 3],
    ['out_for_delivery', 4],
    ['delivered', 5],
    ['returning', 7],
    ['returned', 14],
    ['cancelled', null],
  ])('%s → %s', (state, status) => expect(orderStatusOfTrackingState(state)).toBe(status));
});

describe('carrierStatusRank', () => {
  it('orders the road: before the carrier < in transit < out for delivery < returning < delivered < returned', () => {
    const road = [2, 3, 4, 7, 5, 14] as const;
    const ranks = road.map((status) => carrierStatusRank(status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(road.length);
  });

  it('accepts carrier events before the pickup and on the road, never on a cancelled order', () => {
    expect(CARRIER_EVENT_STATUSES).toContain(ORDER_STATUS.awaitingInvoice);
    expect(CARRIER_EVENT_STATUSES).toContain(ORDER_STATUS.delivered);
    expect(CARRIER_EVENT_STATUSES).not.toContain(ORDER_STATUS.cancelled);
    expect(CARRIER_EVENT_STATUSES).not.toContain(ORDER_STATUS.awaitingQuote);
  });
});

describe('carrierOccurrenceOf', () => {
  const of = (
    state: TrackingState,
    problem: TrackingProblem | null,
    description = 'Ocorrência',
    unknown_code = false,
  ) => carrierOccurrenceOf({ state, problem, description, unknown_code });

  it.each<[string, ReturnType<typeof of>, { code: string | null; alert: number | null }]>([
    [
      'total damage',
      of('exception', 'damage', 'Avaria total da mercadoria'),
      { code: '178', alert: ALERT_TYPE.damage },
    ],
    ['partial damage', of('exception', 'damage', 'Objeto avariado'), { code: '179', alert: ALERT_TYPE.damage }],
    ['loss', of('exception', 'loss'), { code: '123', alert: ALERT_TYPE.loss }],
    ['fiscal hold', of('exception', 'fiscal_hold'), { code: '126', alert: ALERT_TYPE.heldGoods }],
    ['a plain move', of('in_transit', null), { code: null, alert: null }],
    ['delivered', of('delivered', null), { code: null, alert: null }],
  ])('%s', (_why, occurrence, expected) => expect(occurrence).toMatchObject(expected));

  it.each<[TrackingState, TrackingProblem | null, string]>([
    ['failed_attempt', 'absent', 'Tentativa de entrega sem sucesso: Destinatário ausente'],
    ['failed_attempt', 'address', 'Tentativa de entrega sem sucesso: Endereço incorreto ou não localizado'],
    ['failed_attempt', null, 'Tentativa de entrega sem sucesso: motivo não informado'],
    ['exception', 'refused', 'Entrega recusada pelo destinatário'],
    ['returning', 'refused', 'Entrega recusada pelo destinatário'],
    ['exception', 'other', 'Ocorrência na entrega'],
  ])("%s (%s) → alert 4 'Outros': %s", (state, problem, reason) =>
    expect(of(state, problem)).toEqual({ code: null, alert: ALERT_TYPE.other, reason }),
  );

  it('flags an unknown carrier code with an alert 4', () => {
    expect(of('in_transit', null, 'Código novo', true)).toEqual({
      code: null,
      alert: ALERT_TYPE.other,
      reason: 'Código de ocorrência desconhecido da transportadora',
    });
  });
});
