import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** The two ways an order comes in by hand (public-account.md §2.15): from NF-e files or typed; and the carriers' OCOREN files. */
export function OrderEntryButtons() {
  return (
    <>
      <Button component={Link} to="/orders/import" variant="default">
        Importar Notas
      </Button>
      <Button component={Link} to="/orders/ocoren" variant="default">
        Importar OCOREN
      </Button>
      <Button component={Link} to="/orders/new">
        Cadastrar Pedido
      </Button>
    </>
  );
}
