import { DEFAULT_SHORT_PAGE_SIZE, SHORT_PAGE_SIZES } from '@despacho/domain';
import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePickups, usePickupsToday } from '../api/pickups-queries';
import { PickupsTable } from '../components/pickups-table';

/** 'Coletas' for a shipper: today's count, then every pickup, 10 per page (10/20/30). */
export function PickupsShipperPage() {
  const paging = usePaging(DEFAULT_SHORT_PAGE_SIZE);
  const pickups = usePickups(paging.page, paging.limit);
  const today = usePickupsToday();
  const count = today.data?.total ?? 0;
  return (
    <>
      <PageTitle
        title="Coletas"
        actions={
          <Button component={Link} to="/pickups/new">
            GERAR COLETAS
          </Button>
        }
      />
      {count > 0 && (
        <Card bg="dark.8" c="white" mb="lg" padding="lg">
          <Text fw={700} size="lg">
            Voce tem {count} coletas para hoje!
          </Text>
        </Card>
      )}
      {pickups.isError && <ErrorAlert error={pickups.error} />}
      {pickups.isPending && (
        <Stack aria-label="Carregando coletas">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      )}
      {pickups.data?.total === 0 && <Text c="dimmed">Nenhum registro retornado</Text>}
      {pickups.data && pickups.data.total > 0 && (
        <>
          <PickupsTable pickups={pickups.data.data} />
          <ListPager total={pickups.data.total} {...paging} sizes={SHORT_PAGE_SIZES} noun="coletas" />
        </>
      )}
    </>
  );
}
