import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { type QuotationView, useChangeQuotationView } from '../api/use-change-quotation-view';
import { QuotationViewCards } from '../components/quotation-view-cards';

export function QuotationViewsPage() {
  const me = useMe();
  const change = useChangeQuotationView();
  const choose = (view: QuotationView) =>
    change.mutate(view, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: 'Mode de exibição atualizado com sucesso. Consulte seu site para testar',
        }),
      onError: () => notifications.show({ color: 'red', message: 'Ocorreu um erro. Contato o suporte' }),
    });

  return (
    <>
      <PageTitle title="Modo de exibição" />
      {me.isError && <ErrorAlert error={me.error} />}
      {me.isPending && <Skeleton h={140} aria-label="Carregando modo de exibição" />}
      {me.data && (
        <QuotationViewCards
          // While saving, the chosen card already shows on.
          value={change.isPending ? change.variables : me.data.company.quotation_view}
          saving={change.isPending}
          onChange={choose}
        />
      )}
    </>
  );
}
