import type { DashboardDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';

const count = new Intl.NumberFormat('pt-BR');
const rating = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `value` undefined: a skeleton while loading, a dash once a failed fetch left nothing to show. */
function FigureCard({
  label,
  value,
  caption,
  loading,
}: {
  label: string;
  value: string | undefined;
  caption?: string;
  loading: boolean;
}) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined && loading ? (
        <Skeleton h={32} mt={4} />
      ) : (
        <Text fw={700} fz={26} style={{ whiteSpace: 'nowrap' }} data-figure>
          {value ?? '—'}
        </Text>
      )}
      {caption && (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      )}
    </Card>
  );
}

/** The period's figures (public-account.md §2.12); confirmed orders and those awaiting invoice apart. */
export function FigureCards({ figures, loading }: { figures: DashboardDto | undefined; loading: boolean }) {
  const reviews = figures?.review_counter;
  return (
    // Three a row up to wide screens: six in a row at 1440 px left ~175 px a card, and 'R$ 9.943,26' broke in two lines.
    <SimpleGrid cols={{ base: 2, md: 3 }}>
      <FigureCard
        loading={loading}
        label="Pedidos confirmados"
        value={figures && count.format(figures.orders_confirmed)}
        caption="Com nota fiscal, sem os cancelados"
      />
      <FigureCard
        loading={loading}
        label="Aguardando nota"
        value={figures && count.format(figures.orders_awaiting_invoice)}
        caption="Pedidos ainda sem nota fiscal"
      />
      <FigureCard
        loading={loading}
        label="Valor de frete"
        value={figures && formatBRL(figures.amount_freight)}
        caption="Frete cotado dos pedidos"
      />
      <FigureCard
        loading={loading}
        label="Frete por pedido"
        value={figures && formatBRL(figures.amount_freight_ticket)}
        caption="Ticket médio do frete"
      />
      <FigureCard
        loading={loading}
        label="Remessas confirmadas"
        value={figures && count.format(figures.shipments_confirmed)}
        caption="Já com a transportadora"
      />
      <FigureCard
        loading={loading}
        label="Avaliações"
        value={reviews && count.format(reviews.total)}
        caption={
          reviews &&
          (reviews.total > 0 ? `Nota média ${rating.format(reviews.average)} de 5` : 'Nenhuma avaliação no período')
        }
      />
    </SimpleGrid>
  );
}
