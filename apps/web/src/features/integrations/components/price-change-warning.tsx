import { Alert } from '@mantine/core';

/** Mercado Livre computes its own shipping charge: Despacho's price rules cannot change it (settings.md §2, public-account.md §2.14). */
export function PriceChangeWarning() {
  return (
    <Alert color="yellow" variant="light" title="Atenção">
      O Mercado Livre não permite a modificação de preço do frete: regras que alteram o valor cotado não se aplicam aos
      pedidos deste canal.
    </Alert>
  );
}
