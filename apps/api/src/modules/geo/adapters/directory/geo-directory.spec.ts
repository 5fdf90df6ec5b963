import { BRAZIL_STATES } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { GeoDirectory } from './geo-directory.js';

// Against the bundled files (apps/api/data/cep), found from src/ as from dist/.
describe('GeoDirectory', () => {
  const geo = new GeoDirectory();

  it('knows the 27 states, with two ranges for AM, DF and GO', () => {
    expect(geo.states().map((s) => s.state)).toEqual([...BRAZIL_STATES]);
    for (const uf of BRAZIL_STATES) expect(geo.stateRanges(uf)).toHaveLength(['AM', 'DF', 'GO'].includes(uf) ? 2 : 1);
    expect(geo.stateRanges('sp')).toEqual([{ from: '01000000', to: '19999999' }]);
    expect(geo.stateRanges('XX')).toEqual([]);
    expect(geo.stateName('SP')).toBe('São Paulo');
  });

  it('tells the state of a CEP at the edges of the ranges', () => {
    expect(geo.stateOf('01000000')).toBe('SP');
    expect(geo.stateOf('19999999')).toBe('SP');
    expect(geo.stateOf('20000000')).toBe('RJ');
    expect(geo.stateOf('69299999')).toBe('AM');
    expect(geo.stateOf('69300000')).toBe('RR');
    expect(geo.stateOf('69400000')).toBe('AM');
    expect(geo.stateOf('72800000')).toBe('GO');
    expect(geo.stateOf('73000000')).toBe('DF');
    expect(geo.stateOf('99999999')).toBe('RS');
    expect(geo.stateOf('00999999')).toBeNull();
    expect(geo.stateOf('78950000')).toBeNull();
    expect(geo.stateOf('123')).toBeNull();
  });

  it('tells the city of a CEP, the narrowest range winning', () => {
    expect(geo.cityOf('01310-100')).toEqual({ name: 'São Paulo', state: 'SP' });
    expect(geo.cityOf('08000000')).toEqual({ name: 'São Paulo', state: 'SP' });
    expect(geo.cityOf('13015100')).toEqual({ name: 'Campinas', state: 'SP' });
    expect(geo.cityOf('59265000')).toEqual({ name: 'Januário Cicco', state: 'RN' }); // also listed as Boa Saúde
    expect(geo.cityOf('01000000')).toBeNull(); // SP, but before the capital's first range
  });

  it('gives a city its ranges, merged, whatever the accents', () => {
    expect(geo.cityRanges('sao paulo', 'sp')).toEqual([
      { from: '01000001', to: '05999999' },
      { from: '08000000', to: '08499999' },
    ]);
    expect(geo.cityRanges('Santos', 'SP')).toEqual([{ from: '11000001', to: '11249999' }]);
    expect(geo.cityRanges('Campinas', 'RJ')).toEqual([]);
  });

  it('lists every city range and municipality', () => {
    expect(geo.cities()).toHaveLength(5764);
    expect(geo.municipalities()).toHaveLength(5571);
    expect(geo.municipalities().filter((m) => m.record.capital)).toHaveLength(27);
  });
});
