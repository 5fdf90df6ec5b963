import { Button, Card, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { NOTIFICATIONS_LIMIT, useMarkRead, useNotifications } from '../api/notifications-queries';
import { NotificationItem } from '../components/notification-item';

/** /notifications: every notification of the company, 20 per page, newest first. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  if (list.isPending) return <Loader aria-label="Carregando" />;
  if (list.isError) return <ErrorAlert error={list.error} />;
  const { data, total, unread } = list.data;

  return (
    <>
      <PageTitle
        title="Notificações"
        actions={
          unread > 0 && (
            <Button variant="default" loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
              Marcar todas como lidas
            </Button>
          )
        }
      />
      {data.length === 0 && <Text c="dimmed">Nenhuma notificação.</Text>}
      <Stack gap="xs">
        {data.map((notification) => (
          <Card key={notification.id} withBorder padding="sm" bg={notification.read_at ? undefined : 'yellow.0'}>
            <NotificationItem notification={notification} />
            {notification.property.link && (
              <Button
                component={Link}
                to={notification.property.link}
                variant="subtle"
                size="xs"
                w="fit-content"
                onClick={() => !notification.read_at && markRead.mutate([notification.id])}
              >
                Abrir
              </Button>
            )}
          </Card>
        ))}
      </Stack>
      {total > NOTIFICATIONS_LIMIT && (
        <Pagination mt="md" total={Math.ceil(total / NOTIFICATIONS_LIMIT)} value={page} onChange={setPage} />
      )}
    </>
  );
}
