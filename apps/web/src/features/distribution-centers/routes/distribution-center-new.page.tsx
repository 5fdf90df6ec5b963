import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDistributionCenterCommand } from '../api/use-distribution-center-command';
import { DistributionCenterForm } from '../components/distribution-center-form';
import { NEW_DISTRIBUTION_CENTER, payloadOf } from '../components/distribution-center-values';

export function DistributionCenterNewPage() {
  const navigate = useNavigate();
  const command = useDistributionCenterCommand();
  return (
    <>
      <PageTitle title="Cadastrar CD" />
      {command.isError && <ErrorAlert error={command.error} />}
      <DistributionCenterForm
        initialValues={NEW_DISTRIBUTION_CENTER}
        submitLabel="CADASTRAR"
        saving={command.isPending}
        onSubmit={(values) =>
          command.mutate(
            { action: 'NewDistributionCenter', payload: payloadOf(values) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'CD cadastrado com sucesso' });
                void navigate('/settings/distribution-centers');
              },
            },
          )
        }
      />
    </>
  );
}
