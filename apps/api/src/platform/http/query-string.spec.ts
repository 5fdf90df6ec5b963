import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

describe('parseQueryString', () => {
  it('reads bracketed filters as objects', () => {
    expect(parseQueryString('limit=20&filters[carrier]=abc&filters[status]=1,2')).toEqual({
      limit: '20',
      filters: { carrier: 'abc', status: '1,2' },
    });
  });

  it('drops empty parameters, and a filters group left empty', () => {
    expect(parseQueryString('filters[pickup_id]=&filters[status]=2&search=')).toEqual({ filters: { status: '2' } });
    expect(parseQueryString('limit=10&filters[pickup_id]=&filters[carrier]=')).toEqual({ limit: '10' });
    expect(parseQueryString('ids[]=&ids[]=a')).toEqual({ ids: ['a'] });
    expect(parseQueryString('')).toEqual({});
  });
});
