import type { QuotationLogDto } from '../pricing.dto.js';

const HEADER = ['id', 'data', 'canal', 'cep_origem', 'cep_destino', 'volumes', 'valor_mercadoria', 'transportadora', 'valor_frete', 'prazo_dias_uteis'];

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const decimal = (value: number) => value.toFixed(2).replace('.', ',');

/** One line per carrier answer (';' and decimal commas, as Brazilian spreadsheets expect). */
export function quotationsCsv(logs: QuotationLogDto[]): string {
  const lines = [HEADER.join(';')];
  for (const log of logs) {
    const volumes = log.parameters.parcels.reduce((sum, p) => sum + (p.quantity ?? 1), 0);
    const answers = log.response.length ? log.response : [null];
    for (const answer of answers) {
      lines.push(
        [
          log.id,
          new Date(log.created_at).toISOString(),
          log.channel ?? log.channel_id ?? '',
          log.parameters.zip_from,
          log.parameters.zip_to,
          volumes,
          answer ? decimal(answer.cargo_value) : '',
          answer?.carrier ?? 'sem cotação',
          answer ? decimal(answer.estimated_cost) : '',
          answer?.delivery_days ?? '',
        ]
          .map(cell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${lines.join('\n')}\n`;
}
