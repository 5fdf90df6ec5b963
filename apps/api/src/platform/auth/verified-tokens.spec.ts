import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifiedTokens } from './verified-tokens.js';

const claims = (exp?: number) => ({
  sub: 'u1',
  company_id: 'c1',
  is_admin: false,
  is_super_admin: false,
  permissions: null,
  ...(exp ? { exp } : {}),
});

describe('VerifiedTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of that exact token until it expires', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const tokens = new VerifiedTokens();
    const exp = Date.parse('2026-11-25T12:10:00Z') / 1000;
    tokens.remember('a.b.c', claims(exp));
    expect(tokens.get('a.b.c')).toMatchObject({ sub: 'u1', exp });
    expect(tokens.get('a.b.d')).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-25T12:10:00Z'));
    expect(tokens.get('a.b.c')).toBeUndefined();
  });

  it('never keeps a token without expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims());
    expect(tokens.get('a.b.c')).toBeUndefined();
  });
});
