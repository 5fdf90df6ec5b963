import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { command } from '../../command';
import { NO_LABEL_STATUSES } from '../label-texts';
import { LabelRunDialog } from './label-run-dialog';

/** 'Gerar etiqueta' on the order detail: a run of one order, its progress and outcome in the dialog. */
export function GenerateLabelButton({ orderId, status }: { orderId: string; status: number }) {
  const [runId, setRunId] = useState<string | null>(null);
  const generate = useMutation({
    mutationFn: () => command({ action: 'GenerateLabels', payload: { order_ids: [orderId] } }),
    onSuccess: (result) => setRunId((result as { run_id: string }).run_id),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  if (NO_LABEL_STATUSES.includes(status)) return null;
  return (
    <>
      <Button variant="default" onClick={() => generate.mutate()} loading={generate.isPending}>
        Gerar etiqueta
      </Button>
      <LabelRunDialog runId={runId} orderIds={[orderId]} onClose={() => setRunId(null)} />
    </>
  );
}
