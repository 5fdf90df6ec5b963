import type { QuoteDto } from '@despacho/api-client';
import { Text } from '@mantine/core';

const LEVELS = { cep5: 'CEP de 5 dígitos', cep3: 'CEP de 3 dígitos', uf: 'estado' } as const;

const days = (n: number) => `${n} ${n === 1 ? 'dia útil' : 'dias úteis'}`;

/**
 * A quote's promised deadline, with the freight table's and the learned one beside it when they say
 * otherwise, and why it was widened or the carrier demoted. A quote saved before issue 32 has none of them.
 */
export function QuotePromise({ quote }: { quote: QuoteDto }) {
  const { learned, reason, table_deadline: table } = quote;
  return (
    <>
      {days(quote.delivery_days)}
      {table !== undefined && table !== quote.delivery_days && (
        <Text size="xs" c="dimmed">
          Tabela: {days(table)}
        </Text>
      )}
      {learned && (
        <Text size="xs" c="dimmed">
          Aprendido: {days(learned.days)} (p{learned.confidence}, {learned.samples.toLocaleString('pt-BR')} entregas,{' '}
          {LEVELS[learned.level]})
        </Text>
      )}
      {reason && (
        <Text size="xs" c="orange.8">
          {reason}
        </Text>
      )}
    </>
  );
}
