import { Button, Group, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { type AuditFilterValues, NO_FILTERS, useAuditDashboard, useCtes, useReprocessCtes } from '../api/audit-queries';
import { AuditCards } from '../components/audit-cards';
import { AuditCsvButton } from '../components/audit-csv-button';
import { AuditFilters } from '../components/audit-filters';
import { CteComparisonDrawer } from '../components/cte-comparison-drawer';
import { CtesTable } from '../components/ctes-table';

/** The CT-e list page size (public-account.md §9). */
const PAGE_SIZE = 20;

/** 'Auditoria de Frete': Conciliados (/audit) and Sem Conciliação (/audit/without-order). */
export function AuditPage({ unreconciled }: { unreconciled: boolean }) {
  const navigate = useNavigate();
  const paging = usePaging(PAGE_SIZE);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [opened, setOpened] = useState<string | null>(null);
  const ctes = useCtes(filters, unreconciled, paging.page, paging.limit);
  const dashboard = useAuditDashboard();
  const reprocess = useReprocessCtes();

  const runReprocess = () =>
    reprocess.mutate(undefined, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
      onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
    });

  return (
    <>
      <PageTitle
        title="Auditoria de Frete"
        actions={
          <Group>
            {unreconciled && (
              <Button variant="default" loading={reprocess.isPending} onClick={runReprocess}>
                Reprocessar
              </Button>
            )}
            <Button component={Link} to="/audit/import">
              Importar CTEs
            </Button>
            <Button component={Link} to="/audit/bills" variant="default">
              Faturas (DOCCOB)
            </Button>
            <AuditCsvButton filters={filters} unreconciled={unreconciled} />
            <Button component={Link} to="/audit/settings" variant="default">
              Configurações
            </Button>
          </Group>
        }
      />
      <AuditCards dashboard={dashboard.data} />
      <Tabs
        value={unreconciled ? 'without-order' : 'reconciled'}
        onChange={(tab) => navigate(tab === 'without-order' ? '/audit/without-order' : '/audit')}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="reconciled">Conciliados</Tabs.Tab>
          <Tabs.Tab value="without-order">Sem Conciliação</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <AuditFilters
        onApply={(values) => {
          setFilters(values);
          paging.onPage(1);
        }}
      />
      {ctes.isError && <ErrorAlert error={ctes.error} />}
      {ctes.isLoading && <Text c="dimmed">Carregando CT-e...</Text>}
      {ctes.data?.total === 0 && (
        <Text c="dimmed">
          {unreconciled
            ? 'Nenhum CT-e sem conciliação.'
            : 'Nenhum CT-e conciliado. Importe os CT-e das transportadoras em Importar CTEs.'}
        </Text>
      )}
      {ctes.data && ctes.data.total > 0 && (
        <>
          <CtesTable ctes={ctes.data.data} onOpen={setOpened} />
          <ListPager total={ctes.data.total} {...paging} sizes={[20, 50, 100]} noun="CT-e" />
        </>
      )}
      <CteComparisonDrawer id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
