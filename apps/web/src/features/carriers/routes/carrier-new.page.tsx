import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCarrierCommand } from '../api/use-carrier-command';
import { CarrierForm } from '../components/carrier-form';
import { NEW_CARRIER, payloadOf } from '../components/carrier-values';

export function CarrierNewPage() {
  const navigate = useNavigate();
  const command = useCarrierCommand();
  return (
    <>
      <PageTitle title="Cadastro de transportadoras" />
      {command.isError && <ErrorAlert error={command.error} />}
      <CarrierForm
        initialValues={NEW_CARRIER}
        submitLabel="CONCLUIR CADASTRO"
        saving={command.isPending}
        onSubmit={(values) =>
          command.mutate(
            { action: 'RegisterCarrier', payload: payloadOf(values) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Transportadora cadastrada com sucesso' });
                void navigate('/settings/carriers');
              },
            },
          )
        }
      />
    </>
  );
}
