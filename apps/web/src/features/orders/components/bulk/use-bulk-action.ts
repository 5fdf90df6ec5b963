import { listOrdersQueryKey } from '@despacho/api-client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { type Command, command } from '../../../../shared/command';
import type { BulkAction } from './bulk-actions';

/** The spec: the list reloads 1 second after a bulk action. */
const RELOAD_AFTER_MS = 1000;

/**
 * Runs a bulk action on the selected orders: a toast per order reference, the result dialog's lines
 * when a batch had refusals, then the list reloads a second later.
 */
export function useBulkAction(onDone: () => void) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [resultLines, setResultLines] = useState<string[] | null>(null);

  const toast = (reference: string, ok: boolean, message: string) =>
    notifications.show({ color: ok ? 'green' : 'red', message: `${reference}: ${message}` });

  async function runBatch(verb: 'cancel' | 'inTransit' | 'inReturn' | 'deliver', references: string[]) {
    const result = await command({ action: 'BatchOrders', payload: { action: verb, orders: references } });
    for (const line of result.results ?? []) if (line.ok) toast(line.reference, true, line.message);
    if (result.results?.some((line) => !line.ok)) setResultLines((result.message ?? '').split('\n'));
  }

  async function runEach(commandFor: (reference: string) => Command, references: string[], failure?: string) {
    for (const reference of references) {
      try {
        const result = await command(commandFor(reference));
        toast(reference, true, result.message ?? 'Pedido atualizado');
      } catch (error) {
        toast(reference, false, failure ?? errorMessage(error));
      }
    }
  }

  async function run(action: BulkAction, references: string[], deliveryDate?: string) {
    setRunning(true);
    try {
      if ('batch' in action.run) await runBatch(action.run.batch, references);
      else if (action.run.each === 'ChangeDeliveryDate') {
        const delivery_date = deliveryDate ?? '';
        await runEach(
          (reference) => ({ action: 'ChangeDeliveryDate', payload: { reference, delivery_date } }),
          references,
          'Erro ao alterar data de entrega',
        );
      } else {
        const each = action.run.each;
        await runEach((reference) => ({ action: each, payload: { reference, manually: true } }), references);
      }
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setRunning(false);
      onDone();
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: listOrdersQueryKey() }), RELOAD_AFTER_MS);
    }
  }

  return { run, running, resultLines, closeResult: () => setResultLines(null) };
}
