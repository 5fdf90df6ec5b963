import type { ContingencyType } from '@despacho/domain';
import { csvLines, decimalComma } from '../../../../platform/csv/spreadsheet-csv.js';
import type { ContingencyRow } from './contingency-rows.js';

/**
 * One file layout per marketplace (docs/contingency-tables.md says where each comes from: none of
 * the five publishes a contingency layout, so each follows the closest documented one).
 */
export interface ContingencyLayout {
  fileName: string;
  header: readonly string[];
  line: (row: ContingencyRow) => unknown[];
}

const cep = (zip: number) => String(zip).padStart(8, '0');
const reais = (cents: number) => (cents / 100).toFixed(2);
/** kg with two decimals: a band starts 10 g above the previous one's upper weight. */
const kgFrom = (row: ContingencyRow) => (row.band.index === 0 ? 0 : (row.band.aboveGrams + 10) / 1000);
const kgTo = (row: ContingencyRow) => row.band.upToGrams / 1000;
/** grams: a band starts 1 g above the previous one's upper weight. */
const gramsFrom = (row: ContingencyRow) => (row.band.index === 0 ? 0 : row.band.aboveGrams + 1);

export const CONTINGENCY_LAYOUTS: Record<ContingencyType, ContingencyLayout> = {
  // TopLojas' "Tabela Personalizada" CSV: CEP digits, kg and R$ with a decimal point, days.
  loja_integrada: {
    fileName: 'contingencia-loja-integrada.csv',
    header: [
      'Nome',
      'FaixaCepDe',
      'FaixaCepAte',
      'PesoDe',
      'PesoAte',
      'Valor',
      'PrazoEntrega',
      'Seguro',
      'Kg Excelente - Peso De',
      'Kg Excelente - Valor por Kg',
    ],
    line: (r) => [
      r.region,
      cep(r.zipFrom),
      cep(r.zipTo),
      kgFrom(r).toFixed(2),
      kgTo(r).toFixed(2),
      reais(r.priceCents),
      r.days,
      0,
      '',
      '',
    ],
  },
  // Our own (Mercado Livre loads it with its commercial advisor; no public template): grams, R$, business days.
  mercadolivre: {
    fileName: 'contingencia-mercado-livre.csv',
    header: ['cep_inicial', 'cep_final', 'peso_inicial_g', 'peso_final_g', 'preco', 'prazo_dias_uteis'],
    line: (r) => [cep(r.zipFrom), cep(r.zipTo), gramsFrom(r), r.band.upToGrams, reais(r.priceCents), r.days],
  },
  // VTEX's freight values (the logistics layout B2W/SkyHub sellers keep): grams, R$, TimeCost d.hh:mm:ss, BRA.
  b2w: {
    fileName: 'contingencia-b2w.csv',
    header: [
      'ZipCodeStart',
      'ZipCodeEnd',
      'PolygonName',
      'WeightStart',
      'WeightEnd',
      'AbsoluteMoneyCost',
      'PricePercent',
      'PricePercentByWeight',
      'MaxVolume',
      'TimeCost',
      'Country',
      'MinimumValueInsurance',
    ],
    line: (r) => [
      cep(r.zipFrom),
      cep(r.zipTo),
      '',
      gramsFrom(r),
      r.band.upToGrams,
      reais(r.priceCents),
      0,
      0,
      1_000_000,
      `${r.days}.00:00:00`,
      'BRA',
      0,
    ],
  },
  // Via Varejo's contingency template (the nearest Brazilian retail marketplace's): kg and R$ with a decimal comma.
  webcontinental: {
    fileName: 'contingencia-webcontinental.csv',
    header: [
      'Contrato Logístico',
      'Peso Inicial',
      'Peso Final',
      'CEP Inicial',
      'CEP Final',
      'Tempo transporte',
      'Custo Assessorial',
      'Volume Máximo',
      'Valor Mínimo',
    ],
    line: (r) => [
      r.carrierName,
      decimalComma(kgFrom(r)),
      decimalComma(kgTo(r)),
      cep(r.zipFrom),
      cep(r.zipTo),
      r.days,
      0,
      '9999999,99',
      decimalComma(r.priceCents / 100),
    ],
  },
  // A carrier sheet (Novaoito's documented columns) for the table MadeiraMadeira requires, named "Contingência".
  madeiramadeira: {
    fileName: 'Contingencia-madeiramadeira.csv',
    header: [
      'CepInicial',
      'CepFinal',
      'PesoInicial',
      'PesoFinal',
      'ValorFrete',
      'PercentualAdicionalValorProduto',
      'PrecoAdicionalPesoProduto',
      'PercentualAdicionalValorFrete',
      'ValorAdicionalMinimo',
      'PrazoEntrega',
    ],
    line: (r) => [
      cep(r.zipFrom),
      cep(r.zipTo),
      gramsFrom(r),
      r.band.upToGrams,
      reais(r.priceCents),
      0,
      0,
      0,
      0,
      r.days,
    ],
  },
};

export function contingencyFile(
  type: ContingencyType,
  rows: readonly ContingencyRow[],
): { fileName: string; content: string } {
  const layout = CONTINGENCY_LAYOUTS[type];
  return { fileName: layout.fileName, content: csvLines(layout.header, rows.map(layout.line)) };
}
