import { formatDateTime, type OrderStatusId } from '@despacho/domain';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useOrder } from '../api/use-order';
import { InvoiceAlert } from '../components/detail/invoice-alert';
import { OrderAlert } from '../components/detail/order-alert';
import { OrderAttachments } from '../components/detail/order-attachments';
import { OrderCards } from '../components/detail/order-cards';
import { OrderHeaderActions } from '../components/detail/order-header-actions';
import { OrderMessages } from '../components/detail/order-messages';
import { OrderPickupSection } from '../components/detail/order-pickup-section';
import { OrderQuoteLogs } from '../components/detail/order-quote-logs';
import { OrderTimeline } from '../components/detail/order-timeline';
import { OrderVolumes } from '../components/detail/order-volumes';
import { OrderProgress } from '../../../shared/orders/order-progress';
import { OrderLabelsSection } from '../../../shared/labels/components/order-labels-section';
import { OrderRecipientNotices } from '../../../shared/recipient-notices/order-recipient-notices';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" mb="lg">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /orders/{id}: everything about one order and what can be done with it now. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isError) return <ErrorAlert error={order.error} />;
  if (!order.data) {
    return (
      <Stack aria-label="Carregando pedido">
        <Skeleton h={36} w={320} />
        <Skeleton h={160} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const o = order.data;
  return (
    <>
      <Anchor component={Link} to="/orders" size="sm">
        ← Pedidos
      </Anchor>
      <PageTitle title={`Pedido ${o.reference}`} actions={<OrderHeaderActions order={o} />} />
      <Group mb="md" align="center">
        <Badge size="lg" variant="light">
          {o.status.description}
        </Badge>
        <Text size="sm" c="dimmed">
          Criado em {formatDateTime(o.created_at)}
        </Text>
      </Group>
      <Stack gap={4} mb="lg" maw={520}>
        <OrderProgress status={o.status.id as OrderStatusId} steps={o.status_transition} />
        <Group justify="space-between">
          {o.status_transition.map((step) => (
            <Text
              key={step.title}
              size="xs"
              c={step.completed ? undefined : 'dimmed'}
              fw={step.in_progress ? 700 : undefined}
            >
              {step.title}
            </Text>
          ))}
        </Group>
      </Stack>
      <InvoiceAlert orderId={o.id} status={o.status.id} />
      <OrderAlert order={o} />
      <OrderCards order={o} />
      <Block title="Volumes">
        <OrderVolumes orderId={o.id} shipments={o.shipments} dropShipping={o.is_drop_shipping} />
      </Block>
      <Block title="Etiquetas">
        <OrderLabelsSection orderId={o.id} reference={o.reference} />
      </Block>
      <Block title="Produtos">
        {o.products.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum produto cadastrado para os SKUs deste pedido.
          </Text>
        ) : (
          o.products.map((product) => (
            <Text key={product.reference} size="sm">
              {product.reference} · {product.description}
            </Text>
          ))
        )}
      </Block>
      <Block title="Dados da coleta">
        <OrderPickupSection orderId={o.id} reference={o.reference} pickup={o.pickup} />
      </Block>
      <Block title="Cotação e prazos">
        <OrderQuoteLogs orderId={o.id} delivery={o.delivery} />
      </Block>
      <Block title="Ocorrências">
        <OrderTimeline tracker={o.tracker} />
      </Block>
      <Block title="Avisos ao destinatário">
        <OrderRecipientNotices orderId={o.id} />
      </Block>
      <Block title="Anexos">
        <OrderAttachments attachments={o.attachments} />
      </Block>
      <Block title="Mensagens">
        <OrderMessages orderId={o.id} reference={o.reference} issues={o.issues} trackingOnly={o.tracking_only} />
      </Block>
    </>
  );
}
