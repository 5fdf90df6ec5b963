import type { QuoteDto } from '@despacho/api-client';
import { useState } from 'react';
import { useQuote } from '../../../shared/quote/use-quote';
import { type OrderFormValues, quoteRequestOfOrder } from './order-values';

/** What a quote depends on (CD, CEP, volumes): a quote fits the form while this stays the same. */
export const quoteKeyOf = (values: OrderFormValues) => JSON.stringify(quoteRequestOfOrder(values));

/** The chosen quote's carrier to send (none: the server quotes the order itself), or why saving must wait. */
export type QuoteChoice = { carrier_id?: string } | { error: string };

export const CHOOSE_A_QUOTE = 'Clique em CALCULAR FRETE e escolha uma cotação.';

/**
 * 'CALCULAR FRETE' on the order screens: the quotes follow the company's display mode and the cheapest
 * (the first) is chosen until the merchant picks another. Saving sends the chosen carrier and the
 * server prices it (freight, cubed weight, logs, deadline). When no carrier covers the destination the
 * order is saved without one and awaits a quote (12). `keptKey`: on edit, the saved order's inputs;
 * while they are unchanged the order may be saved without quoting again and keeps how it ships.
 */
export function useOrderQuote(keptKey: string | null = null) {
  const quote = useQuote();
  const [chosen, setChosen] = useState<QuoteDto | null>(null);
  const [quotedKey, setQuotedKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (values: OrderFormValues) => {
    const key = quoteKeyOf(values);
    setError(null);
    quote.mutate(
      { ...quoteRequestOfOrder(values), company_view: true },
      {
        onSuccess: (outcome) => setChosen(outcome.quotes[0] ?? null),
        onError: () => setChosen(null),
        onSettled: () => setQuotedKey(key),
      },
    );
  };

  const choiceFor = (values: OrderFormValues): QuoteChoice => {
    const key = quoteKeyOf(values);
    if (key === quotedKey) return chosen ? { carrier_id: chosen.carrier.id } : {};
    if (key === keptKey) return {};
    return { error: CHOOSE_A_QUOTE };
  };

  /** The payload's carrier, or null after showing why the order cannot be saved yet. */
  const carrierFor = (values: OrderFormValues): { carrier_id?: string } | null => {
    const choice = choiceFor(values);
    if ('error' in choice) {
      setError(choice.error);
      return null;
    }
    setError(null);
    return choice;
  };

  return { quote, chosen, choose: setChosen, run, carrierFor, error };
}

export type OrderQuote = ReturnType<typeof useOrderQuote>;
