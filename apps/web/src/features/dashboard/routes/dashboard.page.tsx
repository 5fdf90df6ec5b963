import { Card, Text } from '@mantine/core';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';

export function DashboardPage() {
  const me = useMe();
  return (
    <>
      <PageTitle title="Dashboard" />
      <Card withBorder padding="lg">
        <Text fw={600}>Olá, {me.data?.name}!</Text>
        <Text c="dimmed" mt="xs">
          Os indicadores de pedidos, prazos e transportadoras aparecem aqui assim que o módulo de pedidos estiver ativo.
        </Text>
      </Card>
    </>
  );
}
