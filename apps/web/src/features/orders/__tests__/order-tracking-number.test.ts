import type { OrderDto } from '@despacho/api-client';
import { describe, expect, it } from 'vitest';
import { payloadOf, valuesOfOrder } from '../components/order-values';
import { orderDetail } from './order-detail.fixture';

describe("the volumes' 'Código de rastreio da transportadora'", () => {
  const order = orderDetail() as unknown as OrderDto;
  order.shipments[0].tracking_number = 'AA123456785BR';

  it('is prefilled per volume on edit and sent back as typed, trimmed', () => {
    const values = valuesOfOrder(order);
    expect(values.parcels.map((line) => line.tracking_number)).toEqual(['AA123456785BR', '']);
    values.parcels[1].tracking_number = '  10084530  ';
    expect(payloadOf(values).shipments.map((s) => s.tracking_number)).toEqual(['AA123456785BR', '10084530']);
  });

  it('is left out when blank: the volume has none', () => {
    const values = valuesOfOrder(order);
    values.parcels[0].tracking_number = ' ';
    expect(payloadOf(values).shipments.every((s) => !('tracking_number' in s))).toBe(true);
  });
});
