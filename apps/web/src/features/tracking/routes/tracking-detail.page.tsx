import { trackCompanyOrder, trackOrder } from '@despacho/api-client';
import { formatCep, formatDate, formatPhone } from '@despacho/domain';
import { Alert, Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useTrackingBranding } from '../api/use-tracking-branding';
import { PublicShell } from '../components/public-shell';
import { trackingDateTime } from '../components/tracking-date';

const STEPS = ['Coletado', 'Em Trânsito', 'Saiu para entrega', 'Entregue'];

/** /tracking/{code}, /tracking/c/{company}/{code} and /company-tracking/{company}?ref=: one order's progress. */
export function TrackingDetailPage() {
  const { code, company } = useParams();
  const ref = useSearchParams()[0].get('ref');
  const result = useQuery({
    queryKey: ['tracking', code, company, ref],
    retry: false,
    queryFn: async () =>
      code
        ? (await trackOrder({ path: { code }, throwOnError: true })).data
        : (await trackCompanyOrder({ path: { company: company! }, query: { ref: ref ?? '' }, throwOnError: true })).data,
  });
  // The order's company look once the order is known; the route's company look before that.
  const routeBranding = useTrackingBranding(result.data ? undefined : company).data;
  const branding = result.data?.company ?? routeBranding;

  if (result.isError) {
    return (
      <PublicShell branding={branding}>
        <Alert color="red" role="alert">
          {errorMessage(result.error)}
        </Alert>
      </PublicShell>
    );
  }
  if (!result.data) {
    return (
      <PublicShell branding={branding}>
        <Skeleton h={300} />
      </PublicShell>
    );
  }
  const order = result.data;
  const to = order.to_address;
  return (
    <PublicShell branding={branding}>
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
                  <Progress value={step?.completed ? 100 : step?.in_progress ? 50 : 0} color={step?.completed ? 'green' : undefined} animated={step?.in_progress} />
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
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            QUEM ESTÁ TRANSPORTANDO
          </Text>
          <Text fw={600}>{order.carrier?.name ?? 'A definir'}</Text>
          {order.carrier?.phone && <Anchor href={`tel:${order.carrier.phone}`}>{formatPhone(order.carrier.phone)}</Anchor>}
        </Card>
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            DESTINO
          </Text>
          <Text size="sm">
            {to.street1}, {to.number}
            {to.street2 ? ` - ${to.street2}` : ''}
          </Text>
          <Text size="sm">
            {to.neighborhood} · {to.city}/{to.state} · CEP {formatCep(to.zip)}
          </Text>
        </Card>
      </SimpleGrid>
      <Title order={4} mb="sm">
        Ocorrências
      </Title>
      {order.tracker.details.length === 0 ? (
        <Text c="dimmed">Nenhuma ocorrência registrada até o momento.</Text>
      ) : (
        <Timeline active={0} bulletSize={14}>
          {order.tracker.details.map((detail, index) => (
            <Timeline.Item key={`${detail.occurred_at}-${index}`} title={detail.description}>
              {detail.message && (
                <Text size="sm" c="dimmed">
                  {detail.message}
                </Text>
              )}
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {trackingDateTime(detail.occurred_at)}
                </Text>
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </PublicShell>
  );
}
