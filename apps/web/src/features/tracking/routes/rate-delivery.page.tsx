import { deliveryRatingOptions, rateDelivery } from '@despacho/api-client';
import { Alert, Button, Card, Rating, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { serverMessage } from '../../../shared/api';
import { PublicShell } from '../components/public-shell';

/**
 * §2.1: /rate/{trackingCode}/{token} and its variant /rate/{token}/{trackingCode}. A token is
 * '{id}.{mac}' and a tracking code never holds a '.', so either order reads the same.
 */
function ratingLink(first = '', second = ''): { token: string; trackingCode: string } {
  return first.includes('.') ? { token: first, trackingCode: second } : { token: second, trackingCode: first };
}

/** Stars and an optional comment, sending only from one star; a link already used shows the rating given. */
export function RateDeliveryPage() {
  const { first, second } = useParams();
  const { token, trackingCode } = ratingLink(first, second);
  const [rate, setRate] = useState(0);
  const [message, setMessage] = useState('');
  const given = useQuery({ ...deliveryRatingOptions({ path: { token } }), retry: false });
  const send = useMutation({
    mutationFn: async () =>
      (await rateDelivery({ body: { token, review: { rate, message: message.trim() || null } }, throwOnError: true }))
        .data,
    // Rated meanwhile (another tab, the 409): show that rating instead of the form.
    onError: () => void given.refetch(),
  });
  const review = given.data?.review;
  return (
    <PublicShell>
      <Card withBorder padding="lg" maw={520} mx="auto">
        <Stack>
          <Title order={3}>Como foi a sua entrega?</Title>
          <Text size="sm" c="dimmed">
            Pedido {trackingCode}
          </Text>
          {send.isSuccess ? (
            <Alert color="green">Obrigado! Avaliação enviada com sucesso :)</Alert>
          ) : given.isPending ? (
            <Skeleton h={120} />
          ) : review ? (
            <>
              <Alert color="green">Esta entrega já foi avaliada. Obrigado!</Alert>
              <Rating value={review.rate} readOnly size="xl" aria-label={`Nota dada: ${review.rate} de 5`} />
              {review.message && <Text>{review.message}</Text>}
            </>
          ) : (
            <>
              <Rating value={rate} onChange={setRate} size="xl" aria-label="Nota da entrega" />
              <Textarea
                label="Comentário (opcional)"
                rows={3}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
                maxLength={1000}
              />
              {send.isError && (
                <Alert color="red" role="alert">
                  {serverMessage(send.error) ?? 'Não foi encontrado nenhum pedido com o código informado'}
                </Alert>
              )}
              <Button onClick={() => send.mutate()} disabled={rate < 1} loading={send.isPending}>
                ENVIAR AVALIAÇÃO
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </PublicShell>
  );
}
