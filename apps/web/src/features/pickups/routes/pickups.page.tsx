import { mayRun } from '@despacho/domain';
import { roleOfMe, useMe } from '../../../shared/use-me';
import { PickupsOperationsPage } from './pickups-operations.page';
import { PickupsShipperPage } from './pickups-shipper.page';

/** /pickups: the provider's operations tier gets 'Gestao de Coletas'; merchants (admins included) 'Coletas'. */
export function PickupsPage() {
  const me = useMe();
  if (!me.data) return null;
  return mayRun('managePickups', roleOfMe(me.data)) ? <PickupsOperationsPage /> : <PickupsShipperPage />;
}
