import { Alert, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCarrier } from '../api/carriers-queries';
import { useCarrierCommand } from '../api/use-carrier-command';
import { CarrierForm } from '../components/carrier-form';
import { payloadOf, valuesOf } from '../components/carrier-values';

export function CarrierEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const carrier = useCarrier(id);
  const command = useCarrierCommand();

  return (
    <>
      <PageTitle title="Editar transportadora" />
      {carrier.isError && <ErrorAlert error={carrier.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {carrier.isPending && <Skeleton h={320} maw={760} />}
      {carrier.data && !carrier.data.own && (
        <Alert color="yellow" variant="light">
          Esta transportadora é do catálogo compartilhado e não pode ser editada.
        </Alert>
      )}
      {carrier.data?.own && (
        <CarrierForm
          initialValues={valuesOf(carrier.data)}
          canonicalName={carrier.data.canonical_name}
          submitLabel="SALVAR"
          saving={command.isPending}
          onSubmit={(values) =>
            command.mutate(
              { action: 'UpdateCarrier', payload: { ...payloadOf(values), id, active: values.active } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Transportadora atualizada com sucesso' });
                  void navigate('/settings/carriers');
                },
              },
            )
          }
        />
      )}
    </>
  );
}
