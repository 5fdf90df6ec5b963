import { Text } from '@mantine/core';

/**
 * An empty list of quotes. The spec's 'Nenhuma cotação encontrada para esse destino' is for a quote
 * that answered nothing; a fetch that failed stays quiet (§8) but does not claim the destination has none.
 */
export function NoQuotesText({ failed }: { failed: boolean }) {
  return (
    <Text c="dimmed">
      {failed
        ? 'Não foi possível cotar agora. Tente novamente em instantes.'
        : 'Nenhuma cotação encontrada para esse destino'}
    </Text>
  );
}
