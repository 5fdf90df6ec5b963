import { lookupCep, type CepAddressDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Looks the CEP up on our API once it has 8 digits and hands the address to `fill`
 * (spec: street, complement, neighbourhood, city and state are filled from the CEP).
 */
export function useCepAutofill(zip: string, fill: (address: CepAddressDto) => void) {
  const [loading, setLoading] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const digits = onlyDigits(zip);
  // Starts at the initial CEP so an edit form does not overwrite the saved address on load.
  const lastLooked = useRef<string | null>(digits);

  useEffect(() => {
    if (digits.length !== 8 || digits === lastLooked.current) return;
    lastLooked.current = digits;
    let cancelled = false;
    setLoading(true);
    setNotFound(false);
    void lookupCep({ path: { zip: digits } })
      .then(({ data }) => {
        if (cancelled) return;
        if (data) fillRef.current(data);
        else setNotFound(true);
      })
      // A look-up that fails (network) leaves the address to be typed, as an unknown CEP does.
      .catch(() => !cancelled && setNotFound(true))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
      lastLooked.current = null;
    };
  }, [digits]);

  return { loading, notFound };
}
