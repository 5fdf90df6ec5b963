import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { useBatches, useInvoiceImport } from '../api/use-invoice-import';
import { BatchesTable } from '../components/import/batches-table';
import { InvoiceDropZone } from '../components/import/invoice-drop-zone';

/** /orders/import 'Importar Notas Fiscais': send files, wait for the batch, read its result below. */
export function OrdersImportPage() {
  const paging = usePaging(10);
  const upload = useInvoiceImport();
  const batches = useBatches(paging.page, paging.limit, upload.batchId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const waiting = upload.batchId ? batches.data?.data.find((batch) => batch.id === upload.batchId) : undefined;
  const processing = upload.uploading || (upload.batchId !== null && (!waiting || waiting.status === 'pending' || waiting.status === 'running'));

  useEffect(() => {
    if (waiting && (waiting.status === 'done' || waiting.status === 'failed')) upload.done();
  }, [waiting, upload]);

  const send = (files: File[]) => {
    setResult(null);
    upload.send(files).then(
      (message) => setResult({ ok: true, text: message }),
      (error) => setResult({ ok: false, text: `Ocorreu um erro: ${errorMessage(error)}` }),
    );
  };

  return (
    <>
      <PageTitle title="Importar Notas Fiscais" />
      <Card withBorder padding="lg" mb="lg">
        {processing ? (
          <Stack align="center" py="xl">
            <Loader />
            <Text fw={600}>Processando! Aguarde ...</Text>
          </Stack>
        ) : (
          <InvoiceDropZone onSend={send} />
        )}
      </Card>
      {result && !processing && (
        <Alert color={result.ok ? 'green' : 'red'} mb="lg" role={result.ok ? undefined : 'alert'}>
          {result.text}
        </Alert>
      )}
      <Title order={4} mb="sm">
        Lotes enviados
      </Title>
      {batches.data?.total === 0 && <Text c="dimmed">Nenhum lote enviado ainda.</Text>}
      {batches.data && batches.data.total > 0 && (
        <>
          <BatchesTable batches={batches.data.data} />
          <ListPager total={batches.data.total} {...paging} sizes={[10, 20, 30]} noun="lotes" />
        </>
      )}
    </>
  );
}
