import { Alert } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../../shared/ui/page-title';
import { XmlImportPanel } from '../../../shared/xml-import/xml-import-panel';

/** /orders/import 'Importar Notas Fiscais': send files, wait for the batch, read its result below. */
export function OrdersImportPage() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      <PageTitle title="Importar Notas Fiscais" />
      <XmlImportPanel
        action="CreateOrdersFromInvoices"
        type={1}
        documents="das notas fiscais"
        onResult={setResult}
        notice={
          result && (
            <Alert color={result.ok ? 'green' : 'red'} mb="lg" role={result.ok ? undefined : 'alert'}>
              {result.text}
            </Alert>
          )
        }
      />
    </>
  );
}
