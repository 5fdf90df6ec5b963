import type { ReviewDto } from '@despacho/api-client';
import { formatDate, ratingStars } from '@despacho/domain';
import { Anchor, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDashboardReviews } from '../api/dashboard-queries';
import type { DashboardFilterValues } from './dashboard-filters';
import { WidgetCard } from './chart-card';

/** §2.12: the reviews in star tabs from 5 down to 1. */
const STARS = [5, 4, 3, 2, 1];

function ReviewLine({ review }: { review: ReviewDto }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="yellow.8" aria-label={`${review.rate} de 5 estrelas`}>
          {ratingStars(review.rate)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(review.created_at)}
        </Text>
      </Group>
      <Text size="sm" fs={review.message ? undefined : 'italic'} c={review.message ? undefined : 'dimmed'}>
        {review.message ?? 'Sem comentário'}
      </Text>
      <Text size="xs" c="dimmed">
        {review.user.name} ·{' '}
        <Anchor component={Link} to={`/orders/${review.shipment.order_id}`} size="xs">
          {review.shipment.reference}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Reviews shown a page at a time: every shown line is in full view, none behind a scroll inside the card. */
const REVIEWS_SHOWN = 10;

function ReviewLines({ reviews }: { reviews: ReviewDto[] }) {
  const [shown, setShown] = useState(REVIEWS_SHOWN);
  return (
    <Stack gap="sm">
      {reviews.slice(0, shown).map((review) => (
        <ReviewLine key={review.shipment.order_id} review={review} />
      ))}
      {shown < reviews.length && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => setShown(shown + REVIEWS_SHOWN)}>
          MOSTRAR MAIS ({reviews.length - shown})
        </Button>
      )}
    </Stack>
  );
}

/** One request for the period's reviews, split by stars on screen; a failed fetch shows none (spec §8). */
export function ReviewsCard({ filters }: { filters: DashboardFilterValues }) {
  const reviews = useDashboardReviews(filters);
  const all = reviews.data?.data ?? [];
  return (
    <WidgetCard title="Avaliações">
      {reviews.isPending ? (
        <Skeleton h={240} />
      ) : all.length === 0 ? (
        <Text c="dimmed">
          Nenhuma avaliação no período. Os destinatários avaliam a entrega pelo link do pedido entregue: envie-o na
          página do pedido.
        </Text>
      ) : (
        <Tabs defaultValue="5">
          <Tabs.List>
            {STARS.map((stars) => (
              <Tabs.Tab
                key={stars}
                value={String(stars)}
                aria-label={`${stars} ${stars === 1 ? 'estrela' : 'estrelas'}`}
              >
                {stars} ★ ({all.filter((review) => review.rate === stars).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {STARS.map((stars) => {
            const ofStars = all.filter((review) => review.rate === stars);
            return (
              <Tabs.Panel key={stars} value={String(stars)} pt="sm">
                {ofStars.length === 0 ? (
                  <Text c="dimmed">
                    Nenhuma avaliação com {stars === 1 ? '1 estrela' : `${stars} estrelas`} no período.
                  </Text>
                ) : (
                  <ReviewLines reviews={ofStars} />
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </WidgetCard>
  );
}
