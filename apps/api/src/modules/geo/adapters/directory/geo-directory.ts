import { Injectable } from '@nestjs/common';
import { type Cep, cepFromNumber, cepNumber, parseCep } from '../../domain/cep.js';
import { foldName } from '../../domain/fold-name.js';
import { mergeRanges, ZipRangeIndex } from '../../domain/zip-range-index.js';
import {
  bundledGeoDataset,
  type CityZipRange,
  type GeoDataset,
  type MunicipalityRecord,
  type StateRecord,
} from './geo-dataset.js';

/** A closed CEP range, both ends 8 digits ('01000000'-'19999999'). */
export interface ZipRange {
  from: Cep;
  to: Cep;
}

export interface CityRef {
  name: string;
  state: string;
}

/** A city range or municipality with its folded name, for accent-insensitive search. */
export interface Searchable<T> {
  record: T;
  folded: string;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const byStateThenName = (a: { state: string; name: string }, b: { state: string; name: string }) =>
  a.state.localeCompare(b.state) || collator.compare(a.name, b.name);

/** 'Januário Cicco (Boa Saúde)': the current name, the former one in brackets. */
function namesOf(municipality: MunicipalityRecord): string[] {
  const match = /^(.*?)\s*\(.*\)$/.exec(municipality.name);
  return match ? [municipality.name, match[1]] : [municipality.name];
}

/**
 * Brazilian states, cities and their CEP ranges, in memory (loaded once from apps/api/data/cep).
 * Other contexts inject it to tell the state or city of a CEP and the ranges of a state or city.
 */
@Injectable()
export class GeoDirectory {
  private readonly data: GeoDataset;
  private readonly stateIndex: ZipRangeIndex<string>;
  private readonly cityIndex: ZipRangeIndex<CityZipRange>;
  private readonly rangesByState = new Map<string, ZipRange[]>();
  private readonly rangesByCity = new Map<string, ZipRange[]>();
  private readonly stateNames: Map<string, string>;
  private readonly sortedCities: Searchable<CityZipRange>[];
  private readonly sortedMunicipalities: Searchable<MunicipalityRecord>[];

  constructor() {
    this.data = bundledGeoDataset();
    const { states, stateRanges, cityRanges, municipalities } = this.data;

    this.stateNames = new Map(states.map((record) => [record.state, record.name]));
    this.stateIndex = new ZipRangeIndex(
      stateRanges.map((r) => ({ from: cepNumber(r.from), to: cepNumber(r.to), value: r.state })),
    );
    for (const { state, from, to } of stateRanges) this.push(this.rangesByState, state, { from, to });
    for (const ranges of this.rangesByState.values()) ranges.sort((a, b) => a.from.localeCompare(b.from));

    // When two names share one range (Boa Saúde / Januário Cicco, RN), the IBGE list's current name wins.
    const ibgeNames = new Set(municipalities.flatMap((m) => namesOf(m).map((name) => this.cityKey(name, m.state))));
    const known = (city: CityZipRange) => (ibgeNames.has(this.cityKey(city.name, city.state)) ? 0 : 1);
    this.cityIndex = new ZipRangeIndex(
      cityRanges.map((r) => ({ from: cepNumber(r.from), to: cepNumber(r.to), value: r })),
      (a, b) => known(a) - known(b),
    );
    const cityGroups = new Map<string, { from: number; to: number }[]>();
    for (const range of cityRanges)
      this.push(cityGroups, this.cityKey(range.name, range.state), {
        from: cepNumber(range.from),
        to: cepNumber(range.to),
      });
    for (const [key, ranges] of cityGroups) {
      this.rangesByCity.set(
        key,
        mergeRanges(ranges).map((r) => ({ from: cepFromNumber(r.from), to: cepFromNumber(r.to) })),
      );
    }

    this.sortedCities = [...cityRanges]
      .sort((a, b) => byStateThenName(a, b) || a.from.localeCompare(b.from))
      .map((record) => ({ record, folded: foldName(record.name) }));
    this.sortedMunicipalities = [...municipalities]
      .sort(byStateThenName)
      .map((record) => ({ record, folded: foldName(record.name) }));
  }

  /** The state (UF) of a CEP by the state ranges, or null for an invalid or uncovered CEP. */
  stateOf(zip: string): string | null {
    const cep = parseCep(zip);
    return cep ? this.stateIndex.find(cepNumber(cep)) : null;
  }

  /** The city of a CEP by the city ranges (narrowest range wins), or null. */
  cityOf(zip: string): CityRef | null {
    const cep = parseCep(zip);
    const city = cep ? this.cityIndex.find(cepNumber(cep)) : null;
    return city ? { name: city.name, state: city.state } : null;
  }

  /** The CEP ranges of a state ('AM' has two), sorted; empty for an unknown UF. */
  stateRanges(uf: string): ZipRange[] {
    return (this.rangesByState.get(uf.toUpperCase()) ?? []).map((range) => ({ ...range }));
  }

  /** The CEP ranges of a city (name compared without accents or case), overlaps merged; empty when unknown. */
  cityRanges(name: string, uf: string): ZipRange[] {
    return (this.rangesByCity.get(this.cityKey(name, uf.toUpperCase())) ?? []).map((range) => ({ ...range }));
  }

  /** 'SP' → 'São Paulo'. */
  stateName(uf: string): string | null {
    return this.stateNames.get(uf.toUpperCase()) ?? null;
  }

  /** The 27 states in UF order. */
  states(): readonly StateRecord[] {
    return [...this.data.states].sort((a, b) => a.state.localeCompare(b.state));
  }

  /** Every city range row (5,764), by state, name and first CEP. */
  cities(): readonly Searchable<CityZipRange>[] {
    return this.sortedCities;
  }

  /** Every IBGE municipality, by state and name. */
  municipalities(): readonly Searchable<MunicipalityRecord>[] {
    return this.sortedMunicipalities;
  }

  private cityKey(name: string, uf: string): string {
    return `${uf}|${foldName(name)}`;
  }

  private push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
}
