import type { PickupDto } from '@despacho/api-client';
import { Drawer, Tabs, Text } from '@mantine/core';
import { useOrders } from '../../../shared/api/orders-queries';
import { OrdersTable } from '../../../shared/orders/orders-table';
import { PickupEditForms } from './pickup-edit-forms';

/** The side window: the pickup's orders (100 per page) and edits; 'Historico' is still a placeholder. */
export function PickupDrawer({ pickup, onClose }: { pickup: PickupDto | null; onClose: () => void }) {
  const orders = useOrders(1, 100, { pickup_id: pickup?.id }, pickup !== null);
  return (
    <Drawer
      opened={pickup !== null}
      onClose={onClose}
      position="right"
      // Wide enough for the orders table's 9 columns at 1440 px (a narrower panel cut the last three).
      size="min(100%, 1240px)"
      title={pickup ? `Coleta ${pickup.number} · ${pickup.carrier.toUpperCase()}` : ''}
    >
      {pickup && (
        <Tabs defaultValue="orders">
          <Tabs.List>
            <Tabs.Tab value="orders">Pedidos</Tabs.Tab>
            <Tabs.Tab value="history">Historico</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders" pt="md">
            <PickupEditForms key={pickup.id + pickup.updated_at} pickup={pickup} />
            {orders.data && <OrdersTable orders={orders.data.data} />}
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <Text c="dimmed">Em desenvolvimento.</Text>
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}
