import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDistributionCenter } from '../../../shared/api/distribution-centers-queries';
import { useDistributionCenterCommand } from '../api/use-distribution-center-command';
import { DistributionCenterForm } from '../components/distribution-center-form';
import { payloadOf, valuesOf } from '../components/distribution-center-values';

export function DistributionCenterEditPage() {
  const { id = '' } = useParams();
  const center = useDistributionCenter(id);
  const command = useDistributionCenterCommand();
  return (
    <>
      <PageTitle title="Editar CD" />
      {center.isError && <ErrorAlert error={center.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {center.isPending && <Skeleton h={480} maw={900} />}
      {center.data && (
        <DistributionCenterForm
          initialValues={valuesOf(center.data)}
          submitLabel="SALVAR"
          saving={command.isPending}
          onSubmit={(values) =>
            command.mutate(
              { action: 'UpdateDistributionCenter', payload: { ...payloadOf(values), id } },
              { onSuccess: () => notifications.show({ color: 'green', message: 'CD atualizado com sucesso' }) },
            )
          }
        />
      )}
    </>
  );
}
