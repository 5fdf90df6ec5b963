import { describe, expect, it } from 'vitest';
import {
  AWAITING_PICKUP_REQUEST_FILTER,
  isOrderStatusFilter,
  isOrderStatusId,
  matchesStatusFilter,
  ORDER_STATUS_DESCRIPTIONS,
  ORDER_STATUS_FILTER_OPTIONS,
  ORDER_STATUS_IDS,
  orderStatus,
  type OrderStatusId,
  progressBarColour,
  type StatusTransitionStep,
  statusTransitionOf,
} from './order-status.js';

describe('order statuses', () => {
  it.each([
    [1, 'Aguardando Nota'],
    [2, 'Aguardando aceite'],
    [3, 'Em trânsito'],
    [4, 'Saiu para entrega'],
    [5, 'Entregue'],
    [6, 'Coleta aceita'],
    [7, 'Retornando'],
    [8, 'Falha'],
    [9, 'Cancelado'],
    [10, 'Erro'],
    [11, 'Aguardando Aprovação'],
    [12, 'Aguardando Cotação'],
    [14, 'Devolvido'],
  ] as const)('%i is %s', (id, description) => expect(orderStatus(id)).toEqual({ id, description }));

  it('has ids 1 to 14 without 13', () => {
    expect(ORDER_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
    expect(Object.keys(ORDER_STATUS_DESCRIPTIONS).map(Number)).toEqual(ORDER_STATUS_IDS);
  });

  it.each([
    [1, true],
    [14, true],
    [13, false],
    [91, false], // a list filter only
    [0, false],
    ['1', false],
    [null, false],
  ])('isOrderStatusId(%j) → %s', (value, expected) => expect(isOrderStatusId(value)).toBe(expected));
});

describe('status filter', () => {
  it('offers every status plus 91, with the names of the §4 table', () => {
    expect(ORDER_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([...ORDER_STATUS_IDS, 91]);
    expect(ORDER_STATUS_FILTER_OPTIONS.find((option) => option.value === 2)?.label).toBe('Com NF ou Aguardando aceite');
    expect(ORDER_STATUS_FILTER_OPTIONS.find((option) => option.value === 7)?.label).toBe('Retornando / Em Devolução');
    expect(ORDER_STATUS_FILTER_OPTIONS.at(-1)).toEqual({ value: 91, label: 'Aguardando Solicitação de Coleta' });
  });

  it.each([
    [91, true],
    [5, true],
    [13, false],
    [92, false],
  ])('isOrderStatusFilter(%j) → %s', (value, expected) => expect(isOrderStatusFilter(value)).toBe(expected));

  it.each([
    ['91 takes status 2 without a pickup', AWAITING_PICKUP_REQUEST_FILTER, 2, null, 'c-1', true],
    [
      '91 leaves status 2 without a carrier: no one could collect it',
      AWAITING_PICKUP_REQUEST_FILTER,
      2,
      null,
      null,
      false,
    ],
    ['91 leaves status 2 already in a pickup', AWAITING_PICKUP_REQUEST_FILTER, 2, 'p-1', 'c-1', false],
    ['91 leaves an accepted pickup (6)', AWAITING_PICKUP_REQUEST_FILTER, 6, null, 'c-1', false],
    ['91 leaves an order awaiting its invoice', AWAITING_PICKUP_REQUEST_FILTER, 1, null, 'c-1', false],
    ['2 takes status 2 with or without pickup', 2, 2, 'p-1', null, true],
    ['2 leaves other statuses', 2, 3, null, 'c-1', false],
  ] as const)('%s', (_case, filter, status, pickupId, carrierId, expected) =>
    expect(matchesStatusFilter(filter, { status, pickupId, carrierId })).toBe(expected),
  );
});

describe('progressBarColour', () => {
  it.each([
    [5, 'green'],
    [8, 'red'],
    [10, 'red'],
    [12, 'red'],
    ...([1, 2, 3, 4, 6, 7, 9, 11, 14] as const).map((status) => [status, 'default'] as const),
  ] as const)('status %i → %s', (status, colour) => expect(progressBarColour(status)).toBe(colour));
});

describe('statusTransitionOf', () => {
  const DONE = 'done';
  const NOW = 'now';
  const summary = (steps: StatusTransitionStep[]) =>
    steps.map((step) => (step.completed ? DONE : step.in_progress ? NOW : '-')).join(' ');

  it('has the four tracking steps with their statuses', () => {
    expect(statusTransitionOf(4, [2, 6, 3])).toEqual([
      { title: 'Coletado', status: 6, in_progress: false, completed: true },
      { title: 'Em Trânsito', status: 3, in_progress: false, completed: true },
      { title: 'Saiu para entrega', status: 4, in_progress: true, completed: false },
      { title: 'Entregue', status: 5, in_progress: false, completed: false },
    ]);
  });

  it.each([
    [1, '- - - -'],
    [2, '- - - -'],
    [6, 'now - - -'],
    [3, 'done now - -'], // collected implied: the goods are on the road
    [4, 'done done now -'],
    [5, 'done done done done'],
    [7, '- - - -'],
    [8, '- - - -'],
    [9, '- - - -'],
    [10, '- - - -'],
    [11, '- - - -'],
    [12, '- - - -'],
    [14, '- - - -'],
  ] as const)('status %i with no history → %s', (status, expected) =>
    expect(summary(statusTransitionOf(status, []))).toBe(expected),
  );

  it.each<[string, OrderStatusId, OrderStatusId[], string]>([
    ['the current status may be in the history', 6, [1, 2, 6], 'now - - -'],
    ['manual in transit from 2 skips the pickup', 3, [1, 2], 'done now - -'],
    ['manual delivery from 2 completes every step', 5, [2], 'done done done done'],
    ['returning during transit keeps the pickup done', 7, [2, 6, 3], 'done - - -'],
    ['returning after going out keeps transit done', 7, [2, 6, 3, 4], 'done done - -'],
    ['returned after going out', 14, [2, 6, 3, 4, 7], 'done done - -'],
    ['delivered after returning', 5, [2, 6, 3, 7], 'done done done done'],
    ['cancelled with an accepted pickup', 9, [1, 2, 6], '- - - -'],
    ['failure after transit', 8, [2, 3], 'done - - -'],
  ])('%s', (_case, status, history, expected) => expect(summary(statusTransitionOf(status, history))).toBe(expected));
});
