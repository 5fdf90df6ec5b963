import { expect } from 'vitest';
import { DataSource } from 'typeorm';
import { BENCH_PARCEL, BENCH_RECIPIENT } from '../../bench/bench-order-data.js';
import type { TestApp } from './test-app.js';

/** The one volume of `orderPayload` (the benchmarks' parcel: tests and benches post the same order). */
export const PARCEL = BENCH_PARCEL;

/** A valid NewOrder payload from CD1 to a residential recipient with a valid CPF; `over` replaces top-level fields. */
export function orderPayload(over: Record<string, unknown> = {}) {
  return {
    reference: 'PED-1',
    from_cd_reference: 'CD1',
    to_address: { ...BENCH_RECIPIENT, email: 'maria@exemplo.com.br' },
    shipments: [{ ...PARCEL }],
    ...over,
  };
}

/** An action sent to POST /api/command as the user of `token`. */
export const sendCommand = (test: TestApp, token: string, action: string, payload: object) =>
  test.http().post('/api/command').set('X-Token', token).send({ action, payload });

/** GET /api/orders/:id as the user of `token`: the body. */
export const orderDetail = async (test: TestApp, token: string, id: string) =>
  (await test.http().get(`/api/orders/${id}`).set('X-Token', token)).body;

/** NewOrder of `payload`, checked to be accepted: the new order's id. */
export async function createOrder(test: TestApp, token: string, payload: object): Promise<string> {
  const response = await sendCommand(test, token, 'NewOrder', payload);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

/** How many events the order's stream holds (to see that nothing new was stored). */
export const orderEventCount = async (test: TestApp, id: string): Promise<number> =>
  (
    await test.app.get(DataSource).query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`order-${id}`])
  )[0].n as number;
