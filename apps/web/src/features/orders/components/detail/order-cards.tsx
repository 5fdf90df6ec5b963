import type { OrderDetailDto } from '@despacho/api-client';
import {
  formatBRL,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatPhone,
  ratingStars,
  serviceLevelLabel,
} from '@despacho/domain';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InvoicePdfButton } from './invoice-pdf-button';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    // An NF-e key is 44 digits without spaces: let it wrap inside the card.
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {value ?? '—'}
    </Text>
  );
}

const taxIdOf = (value: string) => (value.length === 11 ? formatCpf(value) : formatCnpj(value));

/** Origin, recipient, delivery address, carrier and delivery data of the order detail. */
export function OrderCards({ order }: { order: OrderDetailDto }) {
  const to = order.to_address;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
      <Section title="Origem">
        <Line label="CD" value={order.distribution_center.reference} />
        <Line label="Cidade" value={order.from_address.city} />
        {order.total_origins > 1 && <Line label="Origens" value={order.total_origins} />}
      </Section>
      <Section title="Destinatário">
        <Line label={to.residential ? 'Nome' : 'Razão Social'} value={to.name} />
        <Line label={to.residential ? 'CPF' : 'CNPJ'} value={taxIdOf(to.federal_tax_id)} />
        <Line label="Telefone" value={to.phone && formatPhone(to.phone)} />
        <Line label="E-mail" value={to.email} />
      </Section>
      <Section title="Endereço de entrega">
        <Text size="sm">
          {to.street1}, {to.number}
          {to.street2 ? ` - ${to.street2}` : ''}
        </Text>
        <Text size="sm">
          {to.neighborhood} · {to.city}/{to.state}
        </Text>
        <Line label="CEP" value={formatCep(to.zip)} />
      </Section>
      <Section title="Transportadora">
        <Line label="Nome" value={order.carrier?.name ?? order.carrier_name} />
        <Line label="CNPJ" value={order.carrier?.federal_tax_id ? formatCnpj(order.carrier.federal_tax_id) : null} />
        <Line label="Telefone" value={order.carrier?.phone && formatPhone(order.carrier.phone)} />
        <Line label="Nível de serviço" value={order.carrier?.sla ? serviceLevelLabel(order.carrier.sla) : null} />
        <Line label="Frete" value={order.estimated_cost === null ? null : formatBRL(order.estimated_cost)} />
        <Line
          label="Peso cubado"
          value={
            order.delivery
              ? `${order.delivery.cubed_weight.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`
              : null
          }
        />
      </Section>
      <Section title="Entrega">
        <Line label="Previsão" value={order.deadline ? `${formatDate(order.deadline)} · 09h-18h` : null} />
        <Line label="Entregue em" value={order.delivered_at ? formatDateTime(order.delivered_at) : null} />
        <Line label="Valor da mercadoria" value={formatBRL(order.cargo_value)} />
        {order.review && (
          <Line
            label="Avaliação"
            value={`${ratingStars(order.review.rate)}${order.review.message ? ` · ${order.review.message}` : ''}`}
          />
        )}
        {order.rating_path && (
          <Line
            label="Link de avaliação"
            value={
              <Anchor href={order.rating_path} target="_blank" size="sm">
                enviar ao destinatário
              </Anchor>
            }
          />
        )}
      </Section>
      <Section title="Documentos">
        <Line label="Nota fiscal" value={order.invoice_number} />
        <Line label="Chave" value={order.invoice_key} />
        <Line label="Canal" value={order.property.channel} />
        <Line label="Pedido no canal" value={order.property.channel_entity_id} />
        <Line label="Pedido no marketplace" value={order.property.marketplace_order_number} />
        {order.invoice_path && (
          <Group mt={4}>
            <InvoicePdfButton orderId={order.id} invoiceNumber={order.invoice_number} />
          </Group>
        )}
      </Section>
    </SimpleGrid>
  );
}
