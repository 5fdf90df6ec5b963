import { errorMessage } from '../../../shared/api';
import type { CarrierTestAnswer } from '../components/carrier-connect-form';
import { useTestCarrierConnection } from './carrier-integration-queries';

/** 'Testar conexão' as the form shows it: running, and the carrier's answer (accepted or refused). */
export function useCarrierTest() {
  const test = useTestCarrierConnection();
  const answer: CarrierTestAnswer | null = test.isSuccess
    ? { ok: true, message: test.data.message }
    : test.isError
      ? { ok: false, message: errorMessage(test.error) }
      : null;
  // A changed credential makes the last answer stale: the form forgets it (`reset`).
  return { run: test.mutate, reset: test.reset, testing: test.isPending, answer };
}
