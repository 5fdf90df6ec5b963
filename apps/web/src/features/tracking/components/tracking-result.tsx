import type { TrackingResultDto } from '@despacho/api-client';
import { formatCep, formatDate, formatPhone } from '@despacho/domain';
import { Anchor, Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../../../shared/ui/lazy-page';
import { trackingDateTime } from './tracking-date';

// The timeline sits below the fold on a phone: its code (Timeline, Badge) loads after the steps and addresses.
const Occurrences = lazyPage(() => import('./tracking-occurrences'), 'Occurrences');
const TrackingNotice = lazyPage(() => import('./tracking-notice'), 'TrackingNotice');

const STEPS = ['Coletado', 'Em Trânsito', 'Saiu para entrega', 'Entregue'];

/** One order's progress (public-account.md §2.3): banner, four steps, carrier, destination, occurrences. */
export function TrackingResult({ order }: { order: TrackingResultDto }) {
  const to = order.to_address;
  return (
    <>
      <Title order={3} mb="md">
        Pedido {order.company.name} #{order.reference}
        {order.delivery.delivery_date ? ` - Previsão de entrega ${formatDate(order.delivery.delivery_date)}` : ''}
      </Title>
      <Card withBorder padding="lg" mb="lg">
        {order.show_steps ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {STEPS.map((title, index) => {
              const step = order.status_transition[index];
              return (
                <Stack key={title} gap={4} role="group" aria-label={title}>
                  <Progress
                    value={step?.completed ? 100 : step?.in_progress ? 50 : 0}
                    color={step?.completed ? 'green' : undefined}
                    animated={step?.in_progress}
                  />
                  <Text fw={600} size="sm">
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {trackingDateTime(order.step_dates[index])}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        ) : (
          <Text>Este pedido ainda não foi coletado.</Text>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg">
        {!order.limited && (
          <Card withBorder>
            <Text size="xs" fw={700} c="dimmed">
              QUEM ESTÁ TRANSPORTANDO
            </Text>
            <Text fw={600}>{order.carrier?.name ?? 'A definir'}</Text>
            {order.carrier?.phone && (
              <Anchor href={`tel:${order.carrier.phone}`}>{formatPhone(order.carrier.phone)}</Anchor>
            )}
          </Card>
        )}
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            DESTINO
          </Text>
          {order.limited ? (
            <Text size="sm">
              {to.city}/{to.state}
            </Text>
          ) : (
            <>
              <Text size="sm">
                {to.street1}, {to.number}
                {to.street2 ? ` - ${to.street2}` : ''}
              </Text>
              <Text size="sm">
                {to.neighborhood} · {to.city}/{to.state} · CEP {to.zip ? formatCep(to.zip) : ''}
              </Text>
            </>
          )}
        </Card>
      </SimpleGrid>
      <Suspense fallback={null}>
        {order.limited ? (
          <TrackingNotice color="blue" variant="light">
            Informe o CPF ou CNPJ do destinatário para ver o endereço e as ocorrências.
          </TrackingNotice>
        ) : (
          <Occurrences details={order.tracker.details} />
        )}
      </Suspense>
    </>
  );
}
