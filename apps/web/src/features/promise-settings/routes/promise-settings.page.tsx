import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { promiseSettingsOf, useChangePromiseSettings } from '../api/use-change-promise-settings';
import { PromiseSettingsCard } from '../components/promise-settings-card';

export function PromiseSettingsPage() {
  const me = useMe();
  const change = useChangePromiseSettings();
  return (
    <>
      <PageTitle title="Prazo de entrega prometido" />
      {me.isError && <ErrorAlert error={me.error} />}
      {change.isError && <ErrorAlert error={change.error} />}
      {me.isPending && <Skeleton h={320} aria-label="Carregando prazo prometido" />}
      {me.data && (
        <PromiseSettingsCard
          initialValues={promiseSettingsOf(me.data.company)}
          saving={change.isPending}
          onSubmit={(values) =>
            change.mutate(values, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: 'Prazo prometido atualizado com sucesso.' }),
            })
          }
        />
      )}
    </>
  );
}
