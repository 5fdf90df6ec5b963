import type { ExceptionCountsDto } from '@despacho/api-client';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatAge } from '../../../shared/exceptions/exception-age';

const count = new Intl.NumberFormat('pt-BR');

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** The desk's figures: open ones, unassigned ones, the oldest one's age, what people resolved in 30 days. */
export function ExceptionCounts({ counts }: { counts: ExceptionCountsDto | undefined }) {
  if (!counts) return <Skeleton h={84} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Figure label="Abertas" value={count.format(counts.open)} />
      <Figure label="Sem responsável" value={count.format(counts.unassigned)} />
      <Figure label="Mais antiga" value={counts.open ? formatAge(counts.oldest_age_seconds) : '—'} />
      <Figure
        label="Resolvidas pela equipe (30 dias)"
        value={count.format(counts.resolved_30_days)}
        hint={counts.resolve_avg_seconds === null ? undefined : `tempo médio ${formatAge(counts.resolve_avg_seconds)}`}
      />
    </SimpleGrid>
  );
}
