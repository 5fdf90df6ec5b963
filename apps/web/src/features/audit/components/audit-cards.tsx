import type { AuditDashboardDto, DashboardCardDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

function AuditCard({
  label,
  value,
  detail,
  colour,
}: {
  label: string;
  value: string;
  detail: string;
  colour?: string;
}) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={colour}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

const trend = (card: DashboardCardDto, money = true) =>
  `${percent(card.percentage)} contra o período anterior (${money ? formatBRL(card.last_total) : card.last_total})`;

/** The summary cards (four, and the money recovered in disputes) of the audit (GET dashboard/ctes, 30 days) and the 90-day caption. */
export function AuditCards({ dashboard }: { dashboard: AuditDashboardDto | undefined }) {
  if (!dashboard) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} mb="xs">
        {[
          'Frete cotado',
          'Frete cobrado pelas transportadoras',
          'Diferença',
          'Conciliação',
          'Recuperado em contestações',
        ].map((label) => (
          <AuditCard key={label} label={label} value="–" detail="Carregando..." />
        ))}
      </SimpleGrid>
    );
  }
  const {
    despacho_amount_freight: quoted,
    carriers_amount_freight: charged,
    diff,
    conciliation,
    recovered,
  } = dashboard;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} mb="xs">
        <AuditCard label="Frete cotado" value={formatBRL(quoted.total)} detail={trend(quoted)} />
        <AuditCard
          label="Frete cobrado pelas transportadoras"
          value={formatBRL(charged.total)}
          detail={trend(charged)}
        />
        <AuditCard
          label="Diferença"
          value={formatBRL(diff.total)}
          detail={trend(diff)}
          colour={diff.total > 0 ? 'red' : diff.total < 0 ? 'orange' : undefined}
        />
        <AuditCard
          label="Conciliação"
          value={`${conciliation.total} CT-e (${percent(conciliation.percentage)})`}
          detail={`${conciliation.total_unreconciled} sem conciliação · ${conciliation.total_flix} pedidos sem CT-e`}
        />
        <AuditCard
          label="Recuperado em contestações"
          value={formatBRL(recovered.total)}
          detail={`${recovered.count} aceitas · ${recovered.open_count} abertas (${formatBRL(recovered.open_total)})`}
          colour={recovered.total > 0 ? 'green' : undefined}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mb="lg">
        Últimos 30 dias. CT-e sem conciliação são contados nos últimos 90 dias.
      </Text>
    </>
  );
}
