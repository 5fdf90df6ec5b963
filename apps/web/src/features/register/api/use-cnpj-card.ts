import { type CnpjCardDto, lookupCnpj } from '@despacho/api-client';
import { isValidCnpj, onlyDigits } from '@despacho/domain';
import { useEffect, useRef, useState } from 'react';

const UNAVAILABLE = 'Consulta de CNPJ indisponível no momento. Preencha os dados da empresa.';

/**
 * Looks the CNPJ up once it has 14 valid digits and hands the card to `fill`. A failure (unknown,
 * unavailable, over the limit) leaves the form editable and says why next to the field (`notice`).
 */
export function useCnpjCard(cnpj: string, fill: (card: CnpjCardDto) => void) {
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const digits = onlyDigits(cnpj);
  const lastLooked = useRef<string | null>(null);

  useEffect(() => {
    if (digits.length !== 14 || !isValidCnpj(digits) || digits === lastLooked.current) return;
    lastLooked.current = digits;
    let cancelled = false;
    setLoading(true);
    setNotice(null);
    lookupCnpj({ path: { cnpj: digits } })
      .then(({ data, error }) => {
        if (cancelled) return;
        if (data) fillRef.current(data);
        else setNotice(messageOf(error) ?? UNAVAILABLE);
      })
      .catch(() => !cancelled && setNotice(UNAVAILABLE))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [digits]);

  return { loading, notice };
}

/** The API's pt-BR reason (404 unknown to the Receita, 503 unavailable, 429 over the limit). */
function messageOf(error: unknown): string | null {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}
