import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

const count = new Intl.NumberFormat('pt-BR');

/** 'Rastreamento desatualizado' (issue 30): shown only when some order in transit has no carrier news for too long. */
export function StaleTrackingCard({ total }: { total: number | undefined }) {
  if (!total) return null;
  return (
    <Alert color="orange" title="Rastreamento desatualizado" role="group" aria-label="Rastreamento desatualizado">
      {total === 1
        ? '1 pedido em trânsito está sem evento da transportadora há mais dias úteis que o configurado. '
        : `${count.format(total)} pedidos em trânsito estão sem evento da transportadora há mais dias úteis que o configurado. `}
      <Anchor component={Link} to="/orders?stale_tracking=1">
        Ver pedidos
      </Anchor>
    </Alert>
  );
}
