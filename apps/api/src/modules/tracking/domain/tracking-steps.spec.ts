import { describe, expect, it } from 'vitest';
import type { TrackingDetailDto } from '../../orders/index.js';
import { stepDates } from './tracking-steps.js';

const detail = (fields: Partial<TrackingDetailDto>): TrackingDetailDto => ({
  status: 3,
  code: null,
  description: 'x',
  message: null,
  occurred_at: '2026-11-20T12:00:00.000Z',
  source: 'carrier',
  ...fields,
});

describe('public tracking steps', () => {
  it("dates 'Em Trânsito' by a carrier connector's event, not by the pickup's own 'Coletado' (202)", () => {
    const collected = detail({ code: '202', occurred_at: '2026-11-20T10:00:00.000Z' });
    expect(stepDates([collected], null)).toEqual(['2026-11-20T10:00:00.000Z', null, null, null]);

    const correios = detail({ code: 'RO/01', carrier: 'Correios', occurred_at: '2026-11-21T09:00:00.000Z' });
    expect(stepDates([collected, correios], null)[1]).toBe('2026-11-21T09:00:00.000Z');
  });
});
