import { describe, expect, it } from 'vitest';
import { companyOf, mayTickStep, stepTickedBy } from './onboarding-steps.js';

describe('stepTickedBy', () => {
  it.each([
    ['distribution-center.registered', {}, 3],
    ['freight-table.activated', {}, 4],
    ['product.registered', {}, 6],
    ['company-channel.connected', {}, 7],
    ['company-channel.connected', { channel_id: 29 }, 7],
    ['company-channel.connected', { channel_id: 101 }, null],
    ['order.created', {}, 8],
    ['company.registered', { federal_tax_id: '11222333000181' }, 1],
    ['company.registered', {}, null],
    ['company-sign-up.submitted', { company_id: 'c1', erp: 'bling' }, 1],
    ['user.invited', { invited_by_name: 'Ana' }, 2],
    ['user.invited', { invited_by_name: null }, null],
    ['freight-table.deactivated', {}, null],
  ])('%s %j ticks step %s', (type, data, step) => {
    expect(stepTickedBy({ type, data })).toBe(step);
  });

  it('filters by type before the data is known, and reads the company from data then metadata', () => {
    expect(mayTickStep('user.invited')).toBe(true);
    expect(mayTickStep('order.updated')).toBe(false);
    expect(companyOf({ data: { company_id: 'a' }, metadata: { company_id: 'b' } as never })).toBe('a');
    expect(companyOf({ data: {}, metadata: { company_id: 'b' } as never })).toBe('b');
  });
});
