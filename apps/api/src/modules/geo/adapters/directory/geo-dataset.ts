import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBrazilState } from '@despacho/domain';
import { parse } from 'csv-parse/sync';

/** One of the 27 federative units (estados.csv). */
export interface StateRecord {
  state: string;
  ibgeCode: number;
  name: string;
  region: string;
}

/** A CEP range of a state (uf_cep_ranges.csv); AM, DF and GO have two. */
export interface StateZipRange {
  state: string;
  from: string;
  to: string;
}

/** A CEP range of a city (city_cep_ranges.csv); 196 cities have several. */
export interface CityZipRange {
  name: string;
  state: string;
  from: string;
  to: string;
}

/** An IBGE municipality (municipios.csv). */
export interface MunicipalityRecord {
  ibgeCode: number;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  capital: boolean;
}

export interface GeoDataset {
  states: readonly StateRecord[];
  stateRanges: readonly StateZipRange[];
  cityRanges: readonly CityZipRange[];
  municipalities: readonly MunicipalityRecord[];
}

/**
 * apps/api/data/cep, found from this file whether it runs from src/ (Vitest) or dist/ (node): the
 * first folder upwards holding a package.json is the API package.
 */
export function geoDataDir(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'data', 'cep');
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Pasta de dados de CEP não encontrada acima de ${fileURLToPath(from)}.`);
    dir = parent;
  }
}

type Row = Record<string, string>;

function readCsv(dir: string, file: string, columns: string[]): { rows: Row[]; at: (line: number) => string } {
  const path = join(dir, file);
  const rows = parse<Row>(readFileSync(path), { columns: true, bom: true, skip_empty_lines: true, trim: true });
  const missing = columns.filter((column) => rows.length > 0 && !(column in rows[0]));
  if (rows.length === 0 || missing.length > 0) {
    throw new Error(`${path}: arquivo vazio ou sem as colunas ${missing.join(', ') || columns.join(', ')}.`);
  }
  return { rows, at: (index) => `${path}, linha ${index + 2}` };
}

function fail(where: string, problem: string): never {
  throw new Error(`${where}: ${problem}`);
}

const ZIP = /^\d{8}$/;

function zipRange(row: Row, where: string): { from: string; to: string } {
  const { cep_from: from, cep_to: to } = row;
  if (!ZIP.test(from) || !ZIP.test(to) || from > to) fail(where, `faixa de CEP inválida '${from}'-'${to}'.`);
  return { from, to };
}

function state(value: string, where: string): string {
  if (!isBrazilState(value)) fail(where, `UF desconhecida '${value}'.`);
  return value;
}

function number(value: string, where: string, column: string): number {
  const parsed = Number(value);
  if (value === '' || !Number.isFinite(parsed)) fail(where, `${column} não é um número: '${value}'.`);
  return parsed;
}

/** Reads and checks the four files; a bad file stops the start with the file and line at fault. */
export function readGeoDataset(dir: string = geoDataDir()): GeoDataset {
  const statesCsv = readCsv(dir, 'estados.csv', ['codigo_uf', 'uf', 'nome', 'regiao']);
  const states = statesCsv.rows.map((row, i) => ({
    state: state(row.uf, statesCsv.at(i)),
    ibgeCode: number(row.codigo_uf, statesCsv.at(i), 'codigo_uf'),
    name: row.nome,
    region: row.regiao,
  }));
  const stateByCode = new Map(states.map((record) => [record.ibgeCode, record.state]));

  const ufCsv = readCsv(dir, 'uf_cep_ranges.csv', ['uf', 'cep_from', 'cep_to']);
  const stateRanges = ufCsv.rows.map((row, i) => ({
    state: state(row.uf, ufCsv.at(i)),
    ...zipRange(row, ufCsv.at(i)),
  }));

  const cityCsv = readCsv(dir, 'city_cep_ranges.csv', ['name', 'uf', 'cep_from', 'cep_to']);
  const cityRanges = cityCsv.rows.map((row, i) => {
    if (!row.name) fail(cityCsv.at(i), 'cidade sem nome.');
    return { name: row.name, state: state(row.uf, cityCsv.at(i)), ...zipRange(row, cityCsv.at(i)) };
  });

  const municipalityColumns = ['codigo_ibge', 'nome', 'latitude', 'longitude', 'capital', 'codigo_uf'];
  const municipalityCsv = readCsv(dir, 'municipios.csv', municipalityColumns);
  const municipalities = municipalityCsv.rows.map((row, i) => {
    const where = municipalityCsv.at(i);
    const uf =
      stateByCode.get(number(row.codigo_uf, where, 'codigo_uf')) ??
      fail(where, `codigo_uf desconhecido '${row.codigo_uf}'.`);
    return {
      ibgeCode: number(row.codigo_ibge, where, 'codigo_ibge'),
      name: row.nome,
      state: uf,
      latitude: number(row.latitude, where, 'latitude'),
      longitude: number(row.longitude, where, 'longitude'),
      capital: row.capital === '1',
    };
  });

  return { states, stateRanges, cityRanges, municipalities };
}

let loaded: GeoDataset | null = null;

/** The bundled files, read once per process (they never change while it runs). */
export function bundledGeoDataset(): GeoDataset {
  loaded ??= readGeoDataset();
  return loaded;
}
