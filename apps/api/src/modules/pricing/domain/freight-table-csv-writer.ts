import type { FreightRoute, TollBasis } from '@despacho/domain';
import { csvLines } from '../../../platform/csv/spreadsheet-csv.js';
import { TOLL_BASIS } from './freight-table-csv.js';

// Money keeps two decimals at least, so a comma is always there and '10.000,00' is never read as 10.
const MONEY = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 20 });
// Percentages, deadlines and band limits are small: no thousands dot (the band header must not have one).
const PLAIN = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 20, useGrouping: false });

const TOLL_WORD = Object.fromEntries(Object.entries(TOLL_BASIS).map(([word, basis]) => [basis, word])) as Record<
  TollBasis,
  string
>;

const money = (value: number) => MONEY.format(value);
const plain = (value: number) => PLAIN.format(value);
const cep = (zip: number) => String(zip).padStart(8, '0');

const LEADING: [string, (route: FreightRoute) => string][] = [
  ['cep_inicial', (r) => cep(r.zipFrom)],
  ['cep_final', (r) => cep(r.zipTo)],
  ['uf', (r) => r.state],
  ['regiao', (r) => r.region],
  ['prazo', (r) => plain(r.deadlineDays)],
];

const TRAILING: [string, (route: FreightRoute) => string][] = [
  ['excedente_kg', (r) => money(r.excessKgPrice)],
  ['gris_percentual', (r) => plain(r.gris.percent)],
  ['gris_minimo', (r) => money(r.gris.min)],
  ['gris_limite', (r) => money(r.gris.threshold)],
  ['gris_percentual_acima', (r) => plain(r.gris.percentAbove)],
  ['adv_percentual', (r) => plain(r.adv.percent)],
  ['adv_minimo', (r) => money(r.adv.min)],
  ['pedagio', (r) => money(r.toll.value)],
  ['pedagio_base', (r) => TOLL_WORD[r.toll.basis]],
  ['tde_percentual', (r) => plain(r.tde.percent)],
  ['tde_minimo', (r) => money(r.tde.min)],
  ['tdc', (r) => money(r.tdc)],
  ['taxa_coleta', (r) => money(r.pickupFee)],
  ['icms_percentual', (r) => plain(r.icmsPercent)],
];

/** Every route's weight bands become one column each; a route without a band leaves its cell empty. */
function bandColumns(routes: FreightRoute[]): [string, (route: FreightRoute) => string][] {
  const limits = [...new Set(routes.flatMap((r) => r.bands.map((b) => b.upToKg)))].sort((a, b) => a - b);
  return limits.map((limit) => [
    `ate_${plain(limit)}kg`,
    (r) => {
      const band = r.bands.find((b) => b.upToKg === limit);
      return band ? money(band.price) : '';
    },
  ]);
}

/**
 * Writes routes back as a version-3 CSV (docs/freight-table-format.md) that parseFreightTableCsv
 * reads into the same routes: `;` separated, numbers in Brazilian format with every digit kept.
 */
export function writeFreightTableCsv(routes: FreightRoute[]): string {
  const columns = [...LEADING, ...bandColumns(routes), ...TRAILING];
  return csvLines(
    columns.map(([name]) => name),
    routes.map((route) => columns.map(([, cell]) => cell(route))),
  );
}
