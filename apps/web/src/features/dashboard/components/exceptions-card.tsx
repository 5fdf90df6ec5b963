import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useExceptionCounts } from '../../../shared/exceptions/exception-counts-query';
import { formatAge } from '../../../shared/exceptions/exception-age';
import { actorLabel } from '../../../shared/exceptions/exception-labels';

const count = new Intl.NumberFormat('pt-BR');

/** The dashboard's card: open exceptions (now, not the period), who must act and the oldest one's age. */
export function ExceptionsCard() {
  const counts = useExceptionCounts();
  if (counts.isError) return null;
  if (!counts.data) return <Skeleton h={72} />;
  const { open, oldest_age_seconds, by_actor, unassigned } = counts.data;
  return (
    <Card withBorder padding="sm" role="group" aria-label="Exceções abertas">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Exceções abertas
          </Text>
          <Text size="xl" fw={700}>
            {count.format(open)}
          </Text>
        </div>
        {open > 0 && (
          <div>
            <Text size="xs" c="dimmed">
              Mais antiga: {formatAge(oldest_age_seconds)} · sem responsável: {count.format(unassigned)}
            </Text>
            <Text size="xs" c="dimmed">
              {by_actor.map((row) => `${actorLabel(row.actor)}: ${count.format(row.total)}`).join(' · ')}
            </Text>
          </div>
        )}
        <Anchor component={Link} to="/exceptions" size="sm">
          Ver exceções
        </Anchor>
      </Group>
    </Card>
  );
}
