import { listBatchesOptions, listBatchesQueryKey } from '@despacho/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadedPath } from '../api/upload';
import { command } from '../command';

/** The batch list polls every 2 s while a batch of this screen is still being processed. */
const POLL_MS = 2000;

/** Batch types: 1 NF-e (orders), 2 CT-e (freight audit), 3 OCOREN (carrier occurrences). */
export type BatchType = 1 | 2 | 3;
/** The actions that open a batch from uploaded files. */
export type BatchAction = 'CreateOrdersFromInvoices' | 'CreateCteFromXml' | 'ImportOcoren';

export function useBatches(page: number, limit: number, waitingFor: string | null, type: BatchType = 1) {
  return useQuery({
    ...listBatchesOptions({ query: { type, page, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const waiting = query.state.data?.data.find((batch) => batch.id === waitingFor);
      return waitingFor && (!waiting || waiting.status === 'pending' || waiting.status === 'running') ? POLL_MS : false;
    },
  });
}

/**
 * idle → processing (upload each file, CreateOrdersFromInvoices, CreateCteFromXml or ImportOcoren, wait for the
 * job) → the batch list refreshed (orders-pickups.md §4 Invoice upload, public-account.md §4).
 */
export function useInvoiceImport(action: BatchAction = 'CreateOrdersFromInvoices') {
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function send(files: File[]): Promise<string> {
    setUploading(true);
    try {
      const paths = [];
      for (const file of files) paths.push(await uploadedPath(file));
      const uploaded = paths.map((path) => ({ path }));
      const data =
        action === 'ImportOcoren'
          ? await command({ action, payload: { files: uploaded } })
          : await command({ action, payload: { invoices: uploaded } });
      const sent = data as { id: string; message: string };
      setBatchId(sent.id);
      await queryClient.invalidateQueries({ queryKey: listBatchesQueryKey() });
      return sent.message;
    } finally {
      setUploading(false);
    }
  }

  return { send, uploading, batchId, done: () => setBatchId(null) };
}
