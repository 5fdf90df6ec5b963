import { pickupsSlaOptions } from '@despacho/api-client';
import { useQuery } from '@tanstack/react-query';
import { PickupSlaCards } from '../../../shared/ui/pickup-sla-cards';
import { WidgetCard } from './chart-card';

/** The pickups screen's SLA cards (GET dashboard/pickups-sla, one source): today's state, not the period's. */
export function PickupsSlaWidget() {
  const sla = useQuery({ ...pickupsSlaOptions(), retry: false });
  return (
    <WidgetCard title="SLA de coletas">
      <PickupSlaCards sla={sla.data} />
    </WidgetCard>
  );
}
