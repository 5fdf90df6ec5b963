import { type OrderFilters, ordersReport } from '@despacho/api-client';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';

/** 'Relatório': the list's current filters, built in the background and e-mailed as a CSV. */
export function OrdersReportButton({ filters }: { filters: OrderFilters }) {
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      const { data } = await ordersReport({ query: { filters }, throwOnError: true });
      notifications.show({ color: 'green', message: data.message ?? 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.' });
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void ask()} loading={asking}>
      Relatório
    </Button>
  );
}
