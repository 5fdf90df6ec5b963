import { Anchor, Breadcrumbs, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDistributionCenters } from '../../../shared/api/distribution-centers-queries';
import { DistributionCentersTable } from '../components/distribution-centers-table';

export function DistributionCentersListPage() {
  const centers = useDistributionCenters();
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to="/settings">
          Configurações
        </Anchor>
        <Anchor component={Link} to="/distribution-centers">
          Centros de Distribuição
        </Anchor>
      </Breadcrumbs>
      <PageTitle
        title="Centros de Distribuição"
        actions={
          <Button component={Link} to="/settings/distribution-centers/new">
            CADASTRAR CD
          </Button>
        }
      />
      {centers.isError && <ErrorAlert error={centers.error} />}
      {centers.isPending && (
        <Stack aria-label="Carregando CDs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {centers.data && <DistributionCentersTable centers={centers.data.data} />}
    </>
  );
}
