import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { command } from '../../command';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LabelRunDialog } from './label-run-dialog';

/** Orders one run takes (the API refuses more). */
export const MAX_LABEL_RUN_ORDERS = 500;

/** 'Gerar etiquetas' for the orders selected on the list: a confirmation, then the run's progress. */
export function LabelsBulkAction({ references }: { references: string[] }) {
  const [confirming, setConfirming] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const generate = useMutation({
    mutationFn: () => command({ action: 'GenerateLabels', payload: { references } }),
    onSuccess: (result) => {
      setConfirming(false);
      setRunId((result as { run_id: string }).run_id);
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const tooMany = references.length > MAX_LABEL_RUN_ORDERS;
  return (
    <>
      {references.length > 0 && (
        <Group mb="xs">
          <Button size="xs" variant="light" onClick={() => setConfirming(true)} disabled={tooMany}>
            Gerar etiquetas ({references.length})
          </Button>
          {tooMany && (
            <Text size="sm" c="red">
              Selecione no máximo {MAX_LABEL_RUN_ORDERS} pedidos por vez.
            </Text>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Gerar etiquetas"
        confirmLabel="Gerar"
        loading={generate.isPending}
        onConfirm={() => generate.mutate()}
        onClose={() => setConfirming(false)}
      >
        Gerar as etiquetas de {references.length} {references.length === 1 ? 'pedido' : 'pedidos'}? Com a integração da
        transportadora (Correios, Jadlog), cada volume é pré-postado; os pedidos que já têm etiqueta a mantêm.
      </ConfirmDialog>
      <LabelRunDialog runId={runId} onClose={() => setRunId(null)} />
    </>
  );
}
