import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../api';

/** What the API answers when it queued a report (public-account.md §2.12). */
const REPORT_REQUESTED = 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.';

/** 'Relatório': asks for a report built in the background and e-mailed; says so, or why it failed. */
export function ReportRequestButton({ request }: { request: () => Promise<{ message?: string }> }) {
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      const { message } = await request();
      notifications.show({ color: 'green', message: message ?? REPORT_REQUESTED });
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
