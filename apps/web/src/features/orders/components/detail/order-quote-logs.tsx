import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { QuoteResultsTable } from '../../../quote/components/quote-results-table';
import { useOrderQuotes } from '../../api/use-order';

/** The quote log and deadline log: today's quotes for the order's volumes, each with its fee and deadline log. */
export function OrderQuoteLogs({ orderId }: { orderId: string }) {
  const [asked, setAsked] = useState(false);
  const quotes = useOrderQuotes(orderId, asked);
  if (!asked) {
    return (
      <Button variant="light" size="xs" onClick={() => setAsked(true)}>
        Ver cotações, taxas e prazos
      </Button>
    );
  }
  if (quotes.isPending) return <Text size="sm">Cotando...</Text>;
  // Spec §8: a failed quote is silent and shows as empty.
  const list = quotes.data?.data ?? [];
  return list.length === 0 ? <Text c="dimmed">Nenhuma cotação encontrada para esse destino</Text> : <QuoteResultsTable quotes={list} caption="Cotações do pedido" />;
}
