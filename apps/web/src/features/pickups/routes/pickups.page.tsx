import { useMe } from '../../../shared/use-me';
import { PickupsOperationsPage } from './pickups-operations.page';
import { PickupsShipperPage } from './pickups-shipper.page';

/** /pickups: operations (admins and super admins) get 'Gestao de Coletas', shippers 'Coletas'. */
export function PickupsPage() {
  const me = useMe();
  if (!me.data) return null;
  return me.data.is_admin || me.data.is_super_admin ? <PickupsOperationsPage /> : <PickupsShipperPage />;
}
