import { backgroundTaskStatus } from '@despacho/domain';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useContingencyTables } from '../api/contingency-tables-queries';
import { ContingencyTablesTable, downloadTable } from '../components/contingency-tables-table';

/** The e-mailed link (?download={task id}) downloads that table once it is listed as finished. */
function useDownloadFromLink(tasks: ReturnType<typeof useContingencyTables>['data']) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('download');
  const done = useRef(false);
  useEffect(() => {
    const task = tasks?.data.find((t) => t.id === wanted);
    const path = task?.property.file_path;
    if (done.current || !task || backgroundTaskStatus(task) !== 'finished' || typeof path !== 'string') return;
    done.current = true;
    void downloadTable(path);
    setParams({}, { replace: true });
  }, [tasks, wanted, setParams]);
}

export function ContingencyTablesListPage() {
  const tasks = useContingencyTables();
  useDownloadFromLink(tasks.data);

  return (
    <>
      <PageTitle
        title="Tabelas de Contingência"
        actions={
          <Button component={Link} to="/settings/contingency-tables/new">
            NOVA TABELA
          </Button>
        }
      />
      {tasks.isError && <ErrorAlert error={tasks.error} />}
      {tasks.isPending && (
        <Stack aria-label="Carregando tabelas de contingência">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {tasks.data && tasks.data.total === 0 && (
        <Text c="dimmed">
          Nenhuma tabela de contingência solicitada ainda. Peça uma para enviar ao marketplace os preços que valem
          quando a cotação em tempo real falhar.
        </Text>
      )}
      {tasks.data && tasks.data.total > 0 && <ContingencyTablesTable tasks={tasks.data.data} />}
    </>
  );
}
