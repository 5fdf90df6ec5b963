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

/** A titled card for a chart or table: a skeleton while loading, a hint when there is nothing to show. */
export function ChartCard({
  title,
  loading,
  empty,
  height = 280,
  children,
}: {
  title: string;
  loading: boolean;
  empty: boolean;
  height?: number;
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
        <div style={{ height, overflow: 'auto' }}>{children}</div>
      )}
    </WidgetCard>
  );
}
