import { productsCsv } from '@despacho/api-client';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { saveBlob } from '../../../shared/save-blob';

/** Downloads every product in the import format (docs/products-csv.md). */
export function ProductsCsvButton() {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await productsCsv({ parseAs: 'blob', throwOnError: true });
      saveBlob(data as unknown as Blob, 'produtos.csv');
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="default" loading={loading} onClick={download}>
      CSV
    </Button>
  );
}
