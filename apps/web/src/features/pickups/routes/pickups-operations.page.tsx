import { LOOKUP_LIMIT } from '@despacho/domain';
import { type PickupDto, type PickupFilters, listCompaniesOptions } from '@despacho/api-client';
import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { usePickups, usePickupsSla } from '../api/pickups-queries';
import { PickupDrawer } from '../components/pickup-drawer';
import { PickupSlaCards } from '../../../shared/ui/pickup-sla-cards';
import { PickupsTable } from '../components/pickups-table';

const STATUS = [
  { value: '1', label: 'Aguardando Aceite' },
  { value: '2', label: 'Coleta Aceita' },
  { value: '3', label: 'Coleta Realizada' },
];
const DEADLINES = [
  { value: 'delayed', label: 'Atrasadas' },
  { value: 'today', label: 'Hoje' },
  { value: 'd1', label: 'Amanhã (D+1)' },
  { value: 'd2', label: 'D+2' },
  { value: 'd3', label: 'D+3' },
  { value: 'd7', label: 'Próximos 7 dias' },
  { value: 'dn', label: 'Depois de 7 dias' },
];

/** 'Gestao de Coletas' (operations): SLA cards, filters with company, 20 per page, side window. */
export function PickupsOperationsPage({ allCompanies = false }: { allCompanies?: boolean }) {
  const me = useMe();
  const paging = usePaging(20);
  const [filters, setFilters] = useState<PickupFilters>({});
  const [opened, setOpened] = useState<PickupDto | null>(null);
  const pickups = usePickups(paging.page, paging.limit, filters, allCompanies);
  const sla = usePickupsSla({ company_id: filters.company_id });
  const companies = useQuery({
    ...listCompaniesOptions({ query: { limit: LOOKUP_LIMIT } }),
    enabled: Boolean(me.data?.is_super_admin),
  });
  const change = (next: Partial<PickupFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.onPage(1);
  };
  const current = opened && pickups.data?.data.find((p) => p.id === opened.id);

  return (
    <>
      <PageTitle
        title="Gestao de Coletas"
        actions={
          <Button component={Link} to="/pickups/new">
            Solicitar Coleta
          </Button>
        }
      />
      <PickupSlaCards sla={sla.data} />
      <Group mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Todos"
          data={STATUS}
          value={filters.status ?? null}
          onChange={(v) => change({ status: (v ?? undefined) as PickupFilters['status'] })}
          clearable
          w={200}
        />
        <Select
          label="Prazo"
          placeholder="Todos"
          data={DEADLINES}
          value={filters.deadline ?? null}
          onChange={(v) => change({ deadline: (v ?? undefined) as PickupFilters['deadline'] })}
          clearable
          w={200}
        />
        {me.data?.is_super_admin && (
          <Select
            label="Empresa"
            placeholder={me.data.company.name}
            data={(companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={filters.company_id ?? null}
            onChange={(v) => change({ company_id: v ?? undefined })}
            searchable
            clearable
            w={240}
          />
        )}
      </Group>
      {pickups.isError && <ErrorAlert error={pickups.error} />}
      {pickups.isPending && <Skeleton h={160} />}
      {pickups.data?.total === 0 && <Text c="dimmed">Nenhum registro retornado</Text>}
      {pickups.data && pickups.data.total > 0 && (
        <Stack gap={0}>
          <PickupsTable pickups={pickups.data.data} onOpen={setOpened} showCompany={Boolean(me.data?.is_super_admin)} />
          <ListPager total={pickups.data.total} {...paging} sizes={[20]} noun="coletas" />
        </Stack>
      )}
      <PickupDrawer pickup={current ?? opened} onClose={() => setOpened(null)} />
    </>
  );
}
