import {
  getOrderQueryKey,
  labelRunFile,
  labelRunOptions,
  orderLabelsFile,
  orderLabelsOptions,
  orderLabelsQueryKey,
} from '@despacho/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveBlob } from '../../save-blob';
import { fileNameOf, type LabelFormat } from '../label-texts';

const RUN_REFRESH_MS = 1000;

export function useOrderLabels(orderId: string) {
  return useQuery({
    ...orderLabelsOptions({ path: { id: orderId } }),
    // Voiding goes on in the background: look again while a package is on its way.
    refetchInterval: (query) =>
      query.state.data?.packages.some((p) => ['pending', 'calling', 'voiding'].includes(p.state)) ? 3000 : false,
  });
}

/** A run's progress, asked every second until it ends; then the order's labels and detail are read again. */
export function useLabelRun(runId: string | null, orderIds: readonly string[] = []) {
  const client = useQueryClient();
  const run = useQuery({
    ...labelRunOptions({ path: { id: runId ?? '' } }),
    enabled: runId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : RUN_REFRESH_MS;
    },
  });
  const finished = run.data?.state === 'done' || run.data?.state === 'failed';
  useEffect(() => {
    if (!finished) return;
    for (const id of orderIds) {
      void client.invalidateQueries({ queryKey: orderLabelsQueryKey({ path: { id } }) });
      void client.invalidateQueries({ queryKey: getOrderQueryKey({ path: { id } }) });
    }
  }, [finished, client, orderIds]);
  return run;
}

export async function downloadOrderLabels(orderId: string, reference: string, format: LabelFormat) {
  const { data } = await orderLabelsFile({
    path: { id: orderId },
    query: { format },
    parseAs: 'blob',
    throwOnError: true,
  });
  saveBlob(data as unknown as Blob, fileNameOf(`etiquetas-${reference}`, format));
}

export async function downloadRunLabels(runId: string, format: LabelFormat) {
  const { data } = await labelRunFile({ path: { id: runId }, parseAs: 'blob', throwOnError: true });
  saveBlob(data as unknown as Blob, fileNameOf('etiquetas', format));
}
