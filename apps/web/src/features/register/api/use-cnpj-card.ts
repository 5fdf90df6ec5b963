import { type CnpjCardDto, lookupCnpj } from '@despacho/api-client';
import { isValidCnpj, onlyDigits } from '@despacho/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Looks the CNPJ up once it has 14 valid digits and hands the card to `fill`. Any failure (offline,
 * unknown, over the limit) only ends the spinner: the form stays editable.
 */
export function useCnpjCard(cnpj: string, fill: (card: CnpjCardDto) => void) {
  const [loading, setLoading] = useState(false);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const digits = onlyDigits(cnpj);
  const lastLooked = useRef<string | null>(null);

  useEffect(() => {
    if (digits.length !== 14 || !isValidCnpj(digits) || digits === lastLooked.current) return;
    lastLooked.current = digits;
    let cancelled = false;
    setLoading(true);
    lookupCnpj({ path: { cnpj: digits } })
      .then(({ data }) => {
        if (!cancelled && data) fillRef.current(data);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [digits]);

  return { loading };
}
