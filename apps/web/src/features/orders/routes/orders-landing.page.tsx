import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { OrderEntryButtons } from '../components/order-entry-buttons';

/** /v1/orders (public-account.md §2.15): the order-management landing, two ways in. */
export function OrdersLandingPage() {
  return (
    <>
      <PageTitle title="Gestão de pedidos" />
      <Card withBorder padding="lg" maw={640}>
        <Text mb="md">Importe as notas fiscais dos seus pedidos ou cadastre um pedido à mão.</Text>
        <Group>
          <OrderEntryButtons />
          <Button component={Link} to="/orders" variant="subtle">
            Ver pedidos
          </Button>
        </Group>
      </Card>
    </>
  );
}
