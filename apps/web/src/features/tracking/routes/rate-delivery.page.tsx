import { rateDelivery } from '@despacho/api-client';
import { Alert, Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { PublicShell } from '../components/public-shell';

/** /rate/{trackingCode}/{token}: stars and an optional comment; sending needs at least one star. */
export function RateDeliveryPage() {
  const { token = '', trackingCode } = useParams();
  const [rate, setRate] = useState(0);
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: async () =>
      (await rateDelivery({ body: { token, review: { rate, message: message.trim() || null } }, throwOnError: true }))
        .data,
  });
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
                  {errorMessage(send.error) || 'Não foi encontrado nenhum pedido com o código informado'}
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
