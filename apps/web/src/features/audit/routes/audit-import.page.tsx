import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { errorMessage } from '../../../shared/api';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { useBatches, useInvoiceImport } from '../../orders/api/use-invoice-import';
import { BatchesTable } from '../../orders/components/import/batches-table';
import { InvoiceDropZone } from '../../orders/components/import/invoice-drop-zone';

/** CT-e batches are type 2 (GET batches?filters[type]=2). */
const CTE_BATCH = 2;

/** /audit/import 'Importar CTEs': drop xml/zip files, wait for the batch, read its result (and the 'Log de errors'). */
export function AuditImportPage() {
  const paging = usePaging(10);
  const upload = useInvoiceImport('CreateCteFromXml');
  const batches = useBatches(paging.page, paging.limit, upload.batchId, CTE_BATCH);
  const waiting = upload.batchId ? batches.data?.data.find((batch) => batch.id === upload.batchId) : undefined;
  const processing = upload.uploading || (upload.batchId !== null && (!waiting || waiting.status === 'pending' || waiting.status === 'running'));

  useEffect(() => {
    if (waiting && (waiting.status === 'done' || waiting.status === 'failed')) upload.done();
  }, [waiting, upload]);

  const send = (files: File[]) =>
    upload.send(files).then(
      (message) => notifications.show({ color: 'green', message }),
      (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
    );

  return (
    <>
      <PageTitle title="Importar CTEs" />
      <Card withBorder padding="lg" mb="lg">
        {processing ? (
          <Stack align="center" py="xl">
            <Loader />
            <Text fw={600}>Processando! Aguarde ...</Text>
          </Stack>
        ) : (
          <InvoiceDropZone onSend={send} documents="dos CT-e" />
        )}
      </Card>
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
