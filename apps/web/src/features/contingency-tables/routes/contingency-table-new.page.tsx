import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useRequestContingencyTable } from '../api/contingency-tables-queries';
import { ContingencyRequestForm } from '../components/contingency-request-form';
import { requestOf } from '../components/contingency-request-values';

export function ContingencyTableNewPage() {
  const navigate = useNavigate();
  const request = useRequestContingencyTable();

  return (
    <>
      <PageTitle title="Nova tabela de contingência" />
      {request.isError && <ErrorAlert error={request.error} />}
      <ContingencyRequestForm
        saving={request.isPending}
        onSubmit={(values) =>
          request.mutate(requestOf(values), {
            onSuccess: (result) => {
              notifications.show({
                color: 'green',
                message:
                  result?.message ??
                  'Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções',
              });
              void navigate('/settings/contingency-tables');
            },
          })
        }
      />
    </>
  );
}
