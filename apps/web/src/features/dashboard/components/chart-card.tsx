import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard widget: a bordered card, a landmark named by its title. */
export function WidgetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" role="region" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * A titled card for a chart or table: a skeleton while loading, a hint when there is nothing to show.
 * A chart gets a fixed `height` (its drawing fills it); a table (`fitContent`) grows with its rows,
 * so no row is hidden behind a scroll inside the card.
 */
export function ChartCard({
  title,
  loading,
  empty,
  height = 280,
  fitContent = false,
  children,
}: {
  title: string;
  loading: boolean;
  empty: boolean;
  height?: number;
  fitContent?: boolean;
  children: ReactNode;
}) {
  return (
    <WidgetCard title={title}>
      {loading ? (
        <Skeleton h={height} />
      ) : empty ? (
        <Text c="dimmed" h={height / 2}>
          Nenhum pedido no período. Amplie o período, escolha outras transportadoras ou cadastre pedidos em Pedidos.
        </Text>
      ) : (
        <div style={fitContent ? { minHeight: height } : { height, overflow: 'auto' }}>{children}</div>
      )}
    </WidgetCard>
  );
}
