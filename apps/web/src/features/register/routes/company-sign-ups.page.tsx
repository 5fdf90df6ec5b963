import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { ListPager } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCompanySignUps } from '../api/use-company-sign-ups';
import { CompanySignUpsTable } from '../components/company-sign-ups-table';

const SIZES = [20, 50, 100];

/** Super admins: companies that signed themselves up, newest first, with the wizard's answers. */
export function CompanySignUpsPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(SIZES[0]);
  const signUps = useCompanySignUps(page, limit);
  return (
    <>
      <PageTitle title="Novos cadastros" />
      {signUps.isError && <ErrorAlert error={signUps.error} />}
      {signUps.isPending && (
        <Stack aria-label="Carregando cadastros">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {signUps.data && signUps.data.total === 0 && <Text c="dimmed">Nenhuma empresa se cadastrou ainda.</Text>}
      {signUps.data && signUps.data.total > 0 && (
        <>
          <CompanySignUpsTable signUps={signUps.data.data} />
          <ListPager
            total={signUps.data.total}
            page={page}
            limit={limit}
            onPage={setPage}
            onLimit={(next) => {
              setLimit(next);
              setPage(1);
            }}
            sizes={SIZES}
            noun="cadastros"
          />
        </>
      )}
    </>
  );
}
