import { NO_ACTIVE_FREIGHT_TABLE } from '@despacho/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { lastQuote } from '../../../shared/last-quote';
import { PageTitle } from '../../../shared/ui/page-title';
import { NoFreightTableNotice } from '../../../shared/quote/no-freight-table-notice';
import { useQuote } from '../../../shared/quote/use-quote';
import { useDistributionCenters } from '../../../shared/api/distribution-centers-queries';
import { useOtherQuotes } from '../api/use-other-quotes';
import { useSkuLookup } from '../api/use-sku-lookup';
import { QuotationCsvButton } from '../components/quotation-csv-button';
import { QUOTE_VALIDATION, QuoteForm } from '../components/quote-form';
import { QuoteResultsTable } from '../../../shared/quote/quote-results-table';
import { EMPTY_QUOTE, quoteRequestOf, type QuoteFormValues } from '../../../shared/quote/quote-values';

export function QuotePage() {
  const form = useForm<QuoteFormValues>({ initialValues: EMPTY_QUOTE, validate: QUOTE_VALIDATION });
  const quote = useQuote();
  const lookupSku = useSkuLookup(form);
  const outcome = quote.data;
  const others = useOtherQuotes(outcome);
  const centers = useDistributionCenters();

  /** settings.md §3: `from` is the origin ZIP, the chosen CD's CEP. */
  const zipOfCenter = (reference: string | null) =>
    centers.data?.data.find((center) => center.reference === reference)?.address.zip;

  const submit = (values: QuoteFormValues) =>
    quote.mutate(
      { ...quoteRequestOf(values), from: zipOfCenter(values.from) },
      {
        onSuccess: (result) => {
          lastQuote.save({ form: values, quotes: result.quotes });
          if (result.quotes.length) notifications.show({ color: 'green', message: result.message });
        },
      },
    );

  return (
    <>
      <PageTitle
        title="Cotações"
        actions={
          <Group>
            <Button component={Link} to="/quote/logs" variant="default">
              HISTÓRICO
            </Button>
            <QuotationCsvButton />
            <Button component={Link} to="/orders/new">
              CRIAR REMESSA
            </Button>
          </Group>
        }
      />
      <Stack gap="xl">
        <QuoteForm form={form} quoting={quote.isPending} onSubmit={submit} onSkuLookup={lookupSku} />
        {quote.isError && <ErrorAlert error={quote.error} />}
        {outcome && outcome.quotes.length === 0 && (
          <Alert color="red" variant="light" title="Nenhuma cotação retornada">
            <Text c="red">{outcome.message}</Text>
          </Alert>
        )}
        {outcome?.message === NO_ACTIVE_FREIGHT_TABLE && <NoFreightTableNotice />}
        {outcome && outcome.quotes.length > 0 && <QuoteResultsTable quotes={outcome.quotes} caption="Cotação" />}
        {others.length > 0 && <QuoteResultsTable quotes={others} caption="Outras cotações" />}
      </Stack>
    </>
  );
}
