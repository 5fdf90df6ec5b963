import { lookupCep, type CepAddressDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { useEffect, useRef, useState } from 'react';

const CEP_NOT_FOUND = 'CEP não encontrado: preencha o endereço.';
const CEP_UNAVAILABLE = 'Consulta de CEP indisponível no momento: preencha o endereço.';
/** The API knew only the CEP's range (its provider was unavailable or does not know the street). */
const CEP_STREET_UNKNOWN = 'Rua e bairro indisponíveis para este CEP: preencha-os.';

/**
 * Looks the CEP up on our API once it has 8 digits and hands the address to `fill`
 * (spec: street, complement, neighbourhood, city and state are filled from the CEP). `notice` says,
 * next to the field, what the look-up could not do.
 */
export function useCepAutofill(zip: string, fill: (address: CepAddressDto) => void) {
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
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
    setNotice(null);
    void lookupCep({ path: { zip: digits } })
      .then(({ data, response }) => {
        if (cancelled) return;
        if (data) fillRef.current(data);
        setNotice(
          data
            ? data.source === 'faixa'
              ? CEP_STREET_UNKNOWN
              : null
            : response.status === 404
              ? CEP_NOT_FOUND
              : CEP_UNAVAILABLE,
        );
      })
      // A look-up that fails (network) leaves the address to be typed.
      .catch(() => !cancelled && setNotice(CEP_UNAVAILABLE))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
      lastLooked.current = null;
    };
  }, [digits]);

  return { loading, notice };
}
