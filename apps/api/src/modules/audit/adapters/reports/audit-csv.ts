import { formatTimestamp } from '@despacho/domain';
import { decimalComma, spreadsheetCsv } from '../../../../platform/csv/spreadsheet-csv.js';
import type { CteDto } from '../../queries/ctes.dto.js';

const HEADER = [
  'cte',
  'chave',
  'importado_em',
  'transportadora',
  'pedido',
  'destinatario',
  'cidade',
  'uf',
  'valor_mercadoria',
  'peso_kg',
  'frete_cotado',
  'frete_cobrado',
  'diferenca',
  'analise',
];

const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : decimalComma(value));

/** One line per CT-e, formula-safe through the platform's CSV writer (a carrier's name never runs as a formula). */
export function auditCsv(ctes: CteDto[]): string {
  return spreadsheetCsv(
    HEADER,
    ctes.map((cte) => [
      cte.number,
      cte.key,
      formatTimestamp(cte.created_at),
      cte.carrier.name,
      cte.shipment?.reference ?? 'sem conciliação',
      cte.to_address.name ?? '',
      cte.to_address.city ?? '',
      cte.to_address.state ?? '',
      money(cte.amount),
      cte.total_weight === null ? '' : decimalComma(cte.total_weight, 3),
      money(cte.shipment?.delivery.estimated_cost),
      money(cte.freight_value),
      money(cte.difference),
      cte.variation.message,
    ]),
  );
}
