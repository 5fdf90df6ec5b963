import type { TrackingResultDto } from '@despacho/api-client';
import { Badge, Group, Text, Timeline, Title } from '@mantine/core';
import { statusStyle } from './status-style';
import { trackingDateTime } from './tracking-date';

/** The timeline "Ocorrências" (§2.3), each item drawn in its status's colour (§4). */
export function Occurrences({ details }: { details: TrackingResultDto['tracker']['details'] }) {
  return (
    <>
      <Title order={4} mb="sm">
        Ocorrências
      </Title>
      {details.length === 0 ? (
        <Text c="dimmed">Nenhuma ocorrência registrada até o momento.</Text>
      ) : (
        // Every recorded occurrence happened: all items are drawn active, each in its status's colour.
        <Timeline active={details.length - 1} bulletSize={14}>
          {details.map((detail, index) => {
            const style = statusStyle(detail.status);
            return (
              <Timeline.Item
                key={`${detail.occurred_at}-${index}`}
                title={detail.description}
                color={style.color}
                data-status={detail.status}
              >
                {detail.message && (
                  <Text size="sm" c="dimmed">
                    {detail.message}
                  </Text>
                )}
                <Group gap="xs">
                  {style.label && (
                    <Badge size="xs" variant="light" color={style.color}>
                      {style.label}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {trackingDateTime(detail.occurred_at)}
                    {detail.place ? ` · ${detail.place}` : ''}
                    {detail.carrier ? ` · ${detail.carrier}` : ''}
                  </Text>
                </Group>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </>
  );
}
