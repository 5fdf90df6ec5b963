import type { OrderIssueDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Alert, Avatar, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api';
import { useOrderAction } from '../../api/use-order';

/** The order's conversation; the provider's staff messages carry a badge. A tracking-only order takes none (§5). */
export function OrderMessages({
  orderId,
  reference,
  issues,
  trackingOnly,
}: {
  orderId: string;
  reference: string;
  issues: OrderIssueDto[];
  trackingOnly: boolean;
}) {
  const run = useOrderAction(orderId);
  const [message, setMessage] = useState('');
  const send = () =>
    run.mutate(
      { action: 'NewIssue', payload: { order_id: orderId, message } },
      {
        onSuccess: () => setMessage(''),
        onError: (error) => notifications.show({ color: 'red', message: `${reference}: ${errorMessage(error)}` }),
      },
    );

  return (
    <Stack>
      {issues.length === 0 && (
        <Text c="dimmed" size="sm">
          Nenhuma mensagem ainda.
        </Text>
      )}
      {issues.map((issue) => (
        <Paper key={issue.id} withBorder p="sm">
          <Group gap="xs" mb={4}>
            {/* The author's photo, else their initials. */}
            <Avatar src={issue.user.photo} name={issue.user.name} size="sm" color="initials" />
            <Text size="sm" fw={600}>
              {issue.user.name}
            </Text>
            {issue.staff && (
              <Badge size="xs" color="indigo">
                Equipe Despacho
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(issue.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {issue.message}
          </Text>
        </Paper>
      ))}
      {trackingOnly ? (
        <Alert color="gray">Este pedido é somente de rastreio: não é possível enviar mensagens.</Alert>
      ) : (
        <>
          <Textarea
            label="Nova mensagem"
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={send} disabled={!message.trim()} loading={run.isPending}>
              Enviar mensagem
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
