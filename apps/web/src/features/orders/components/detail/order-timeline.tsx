import type { OrderTrackerDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Anchor, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';

/** Occurrences newest first, and the public tracking link from the order's tracker. */
export function OrderTimeline({ tracker }: { tracker: OrderTrackerDto }) {
  return (
    <>
      <Text size="sm" mb="sm">
        Código de rastreio:{' '}
        <Anchor component={Link} to={`/tracking/${tracker.tracking_code}`} target="_blank">
          {tracker.tracking_code}
        </Anchor>
      </Text>
      {tracker.details.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhuma ocorrência registrada até o momento.
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {tracker.details.map((detail, index) => (
            <Timeline.Item key={`${detail.occurred_at}-${index}`} title={detail.description}>
              {detail.message && (
                <Text size="sm" c="dimmed">
                  {detail.message}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(detail.occurred_at)}
                {detail.place ? ` · ${detail.place}` : ''}
                {detail.code ? ` · código ${detail.code}` : ''}
                {detail.carrier ? ` · informado por ${detail.carrier}` : ''}
                {detail.source === 'manual' ? ' · registrada manualmente' : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </>
  );
}
