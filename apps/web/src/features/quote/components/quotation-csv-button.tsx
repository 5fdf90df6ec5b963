import { quotationsReport } from '@despacho/api-client';
import { quotationsReportFileName } from '@despacho/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { saveBlob } from '../../../shared/save-blob';

const COOLDOWN_MS = 30_000;

/** Downloads the quote history as CSV; disabled for 30 s after a click (spec). */
export function QuotationCsvButton() {
  const [coolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const download = async () => {
    setCoolingDown(true);
    try {
      const { data } = await quotationsReport({ parseAs: 'blob', throwOnError: true });
      saveBlob(data as unknown as Blob, quotationsReportFileName(new Date()));
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };
  return (
    <Button variant="default" disabled={coolingDown} onClick={download}>
      CSV
    </Button>
  );
}
