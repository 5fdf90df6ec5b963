import { DEFAULT_SHORT_PAGE_SIZE, SHORT_PAGE_SIZES } from '@despacho/domain';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { errorMessage } from '../api';
import { ListPager, usePaging } from '../ui/list-pager';
import { type BatchAction, type BatchType, useBatches, useInvoiceImport } from './use-xml-import';
import { BatchesTable } from './batches-table';
import { InvoiceDropZone } from './invoice-drop-zone';

interface Props {
  /** NF-e into orders (batches of type 1), CT-e into the freight audit (type 2), OCOREN into tracking (type 3). */
  action: BatchAction;
  type: BatchType;
  /** File extensions taken (xml and zip unless given). */
  extensions?: string[];
  /** What the files are, for the drop zone ('das notas fiscais', 'dos CT-e'). */
  documents: string;
  /** The command's answer, or 'Ocorreu um erro: {message}'; null when a new send starts. */
  onResult: (result: { ok: boolean; text: string } | null) => void;
  /** Shown between the drop zone and the batches (the result, on screens that show it inline). */
  notice?: ReactNode;
}

/** An xml/zip import: drop files, 'Processando! Aguarde ...' until the batch is done, the batches with their 'Log de errors'. */
export function XmlImportPanel({ action, type, documents, onResult, notice, extensions }: Props) {
  const paging = usePaging(DEFAULT_SHORT_PAGE_SIZE);
  const upload = useInvoiceImport(action);
  const batches = useBatches(paging.page, paging.limit, upload.batchId, type);
  const waiting = upload.batchId ? batches.data?.data.find((batch) => batch.id === upload.batchId) : undefined;
  const processing =
    upload.uploading ||
    (upload.batchId !== null && (!waiting || waiting.status === 'pending' || waiting.status === 'running'));

  useEffect(() => {
    if (waiting && (waiting.status === 'done' || waiting.status === 'failed')) upload.done();
  }, [waiting, upload]);

  const send = (files: File[]) => {
    onResult(null);
    upload.send(files).then(
      (message) => onResult({ ok: true, text: message }),
      (error) => onResult({ ok: false, text: `Ocorreu um erro: ${errorMessage(error)}` }),
    );
  };

  return (
    <>
      <Card withBorder padding="lg" mb="lg">
        {processing ? (
          <Stack align="center" py="xl">
            <Loader />
            <Text fw={600}>Processando! Aguarde ...</Text>
          </Stack>
        ) : (
          <InvoiceDropZone onSend={send} documents={documents} extensions={extensions} />
        )}
      </Card>
      {!processing && notice}
      <Title order={4} mb="sm">
        Lotes enviados
      </Title>
      {batches.data?.total === 0 && <Text c="dimmed">Nenhum lote enviado ainda.</Text>}
      {batches.data && batches.data.total > 0 && (
        <>
          <BatchesTable batches={batches.data.data} />
          <ListPager total={batches.data.total} {...paging} sizes={SHORT_PAGE_SIZES} noun="lotes" />
        </>
      )}
    </>
  );
}
