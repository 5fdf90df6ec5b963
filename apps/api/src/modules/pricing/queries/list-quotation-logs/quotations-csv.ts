import { formatTimestamp } from '@despacho/domain';
import { decimalComma, spreadsheetCsv } from '../../../../platform/csv/spreadsheet-csv.js';
import type { QuotationLogDto } from '../pricing.dto.js';

const HEADER = [
  'id',
  'data',
  'canal',
  'cep_origem',
  'cep_destino',
  'volumes',
  'valor_mercadoria',
  'transportadora',
  'valor_frete',
  'prazo_dias_uteis',
];

/** One line per carrier answer (';' and decimal commas, as Brazilian spreadsheets expect). */
export function quotationsCsv(logs: QuotationLogDto[]): string {
  return spreadsheetCsv(
    HEADER,
    logs.flatMap((log) => {
      const volumes = log.parameters.parcels.reduce((sum, p) => sum + (p.quantity ?? 1), 0);
      return (log.response.length ? log.response : [null]).map((answer) => [
        log.id,
        formatTimestamp(log.created_at),
        log.channel ?? log.channel_id ?? '',
        log.parameters.zip_from,
        log.parameters.zip_to,
        volumes,
        answer ? decimalComma(answer.cargo_value) : '',
        answer?.carrier ?? 'sem cotação',
        answer ? decimalComma(answer.estimated_cost) : '',
        answer?.delivery_days ?? '',
      ]);
    }),
  );
}
