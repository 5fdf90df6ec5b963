import { downloadFreightTable, type FreightTableDto } from '@despacho/api-client';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { saveBlob } from '../../../shared/save-blob';

/** Super admins download a version-3 table as the CSV it can be imported from again. */
export function TableCsvButton({ table }: { table: FreightTableDto }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await downloadFreightTable({ path: { id: table.id }, parseAs: 'blob', throwOnError: true });
      saveBlob(data as unknown as Blob, `${table.name}.csv`);
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Tooltip label="Baixar CSV">
      <ActionIcon
        variant="light"
        aria-label={`Baixar CSV da tabela ${table.name}`}
        loading={loading}
        onClick={download}
      >
        ⤓
      </ActionIcon>
    </Tooltip>
  );
}
