import type { OrderDeliveryDto } from '@despacho/api-client';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NoQuotesText } from '../../../../shared/quote/no-quotes-text';
import { QuoteLog } from '../../../../shared/quote/quote-log';
import { QuoteResultsTable } from '../../../../shared/quote/quote-results-table';
import { useOrderQuotes } from '../../api/use-order';

/**
 * The quote log and deadline log: those of the quote the order was saved with, and on demand today's
 * quotes for the order's volumes, each with its fee and deadline log.
 */
export function OrderQuoteLogs({ orderId, delivery }: { orderId: string; delivery: OrderDeliveryDto | null }) {
  return (
    <Stack>
      {delivery ? <QuoteLog log={delivery.log} /> : <Text c="dimmed">Sem cotação registrada no pedido</Text>}
      <TodaysQuotes orderId={orderId} />
    </Stack>
  );
}

function TodaysQuotes({ orderId }: { orderId: string }) {
  const [asked, setAsked] = useState(false);
  const quotes = useOrderQuotes(orderId, asked);
  if (!asked) {
    return (
      <Button variant="light" size="xs" w="fit-content" onClick={() => setAsked(true)}>
        Ver cotações, taxas e prazos
      </Button>
    );
  }
  if (quotes.isPending) return <Text size="sm">Cotando...</Text>;
  const list = quotes.data?.data ?? [];
  return list.length === 0 ? (
    <NoQuotesText failed={quotes.isError} />
  ) : (
    <QuoteResultsTable quotes={list} caption="Cotações do pedido" />
  );
}
