import type { OrderDetailDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { NoQuotesText } from '../../../../shared/quote/no-quotes-text';
import { useOrderAction, useOrderQuotes } from '../../api/use-order';

/** 'Trocar transportadora': the order's quotes now; confirm stays disabled until one is picked. */
export function ChangeCarrierDialog({
  order,
  opened,
  onClose,
}: {
  order: OrderDetailDto;
  opened: boolean;
  onClose: () => void;
}) {
  const quotes = useOrderQuotes(order.id, opened);
  const run = useOrderAction(order.id);
  const [picked, setPicked] = useState<string | null>(null);
  const quote = quotes.data?.data.find((q) => q.id === picked);
  const close = () => {
    setPicked(null);
    onClose();
  };
  const confirm = () =>
    quote &&
    run.mutate(
      {
        action: 'ChangeOrderCarrier',
        payload: { id: order.id, carrier_id: quote.carrier.id, estimated_cost: quote.estimated_cost },
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result?.message ?? 'Transportadora alterada com sucesso' });
          close();
        },
        onError: (error) => notifications.show({ color: 'red', message: `${order.reference}: ${errorMessage(error)}` }),
      },
    );

  return (
    <Modal opened={opened} onClose={close} title="Trocar transportadora" size="lg">
      {quotes.isPending && (
        <Group>
          <Loader size="sm" /> <Text size="sm">Cotando...</Text>
        </Group>
      )}
      {!quotes.isPending && (quotes.data?.data.length ?? 0) === 0 && <NoQuotesText failed={quotes.isError} />}
      <Radio.Group value={picked} onChange={setPicked} aria-label="Cotações">
        <Stack gap="xs">
          {quotes.data?.data.map((q) => (
            <Radio
              key={q.id}
              value={q.id}
              label={`${q.carrier.name} · ${formatBRL(q.estimated_cost)} · ${q.delivery_days} ${q.delivery_days === 1 ? 'dia útil' : 'dias úteis'}`}
              // The current carrier's alert, and why the promise was widened or the carrier demoted.
              description={[q.alert, q.reason].filter(Boolean).join(' ') || null}
            />
          ))}
        </Stack>
      </Radio.Group>
      {!quotes.isPending && !quote && (
        <Alert color="yellow" mt="md">
          Selecione uma cotacao
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Voltar
        </Button>
        <Button onClick={confirm} disabled={!quote} loading={run.isPending}>
          Confirmar
        </Button>
      </Group>
    </Modal>
  );
}
