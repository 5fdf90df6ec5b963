import { auditReport } from '@despacho/api-client';
import { auditReportFileName } from '@despacho/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { saveBlob } from '../../../shared/save-blob';
import { type AuditFilterValues, filterQuery } from '../api/audit-queries';

/** 'Exportar para csv': the CT-e of the tab with its filters (GET reports/audit); failures are silent (spec §8). */
export function AuditCsvButton({ filters, unreconciled }: { filters: AuditFilterValues; unreconciled: boolean }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await auditReport({ query: { filters: filterQuery(filters, unreconciled) }, parseAs: 'blob' });
      if (data) saveBlob(data as unknown as Blob, auditReportFileName(new Date()));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="default" loading={loading} onClick={download}>
      Exportar para csv
    </Button>
  );
}
