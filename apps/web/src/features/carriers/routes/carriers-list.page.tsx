import type { CarrierDto } from '@despacho/api-client';
import { Button, Group, Pagination, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { CARRIERS_PAGE_SIZE, useCarriers } from '../api/carriers-queries';
import { CarriersTable } from '../components/carriers-table';
import { PickupEmailsDrawer } from '../components/pickup-emails-drawer';

export function CarriersListPage() {
  const [page, setPage] = useState(1);
  const [emailsFor, setEmailsFor] = useState<CarrierDto | null>(null);
  const { data: me } = useMe();
  const carriers = useCarriers(page);
  const isAdmin = Boolean(me?.is_admin || me?.is_super_admin);
  const pages = Math.ceil((carriers.data?.total ?? 0) / CARRIERS_PAGE_SIZE);

  return (
    <>
      <PageTitle
        title="Transportadoras"
        actions={
          isAdmin && (
            <Button component={Link} to="/settings/carriers/new">
              NOVA TRANSPORTADORA
            </Button>
          )
        }
      />
      {carriers.isError && <ErrorAlert error={carriers.error} />}
      {carriers.isPending && (
        <Stack aria-label="Carregando transportadoras">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {carriers.data && <CarriersTable carriers={carriers.data.data} canEdit={isAdmin} onEditEmails={setEmailsFor} />}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <PickupEmailsDrawer carrier={emailsFor} onClose={() => setEmailsFor(null)} />
    </>
  );
}
