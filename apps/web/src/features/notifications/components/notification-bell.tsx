import { ActionIcon, Divider, Indicator, Menu, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { BELL_SHOWN, useMarkRead, useNotifications } from '../api/notifications-queries';
import { NotificationItem } from './notification-item';

/** The header's bell: the unread count, the 3 newest notifications and 'ver todas' for the rest. */
export function NotificationBell() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const shown = list.data?.data.slice(0, BELL_SHOWN) ?? [];

  return (
    <Menu position="bottom-end" width={340} onOpen={() => void list.refetch()}>
      <Menu.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} color="brandYellow" c="dark">
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label={unread ? `Notificações (${unread} não lidas)` : 'Notificações'}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
              <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </svg>
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notificações</Menu.Label>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            Nenhuma notificação.
          </Text>
        )}
        {shown.map((notification) => (
          <Menu.Item
            key={notification.id}
            onClick={() => {
              if (!notification.read_at) markRead.mutate([notification.id]);
              if (notification.property.link) void navigate(notification.property.link);
            }}
          >
            <NotificationItem notification={notification} />
          </Menu.Item>
        ))}
        <Divider my={4} />
        <Menu.Item component={Link} to="/notifications" ta="center" c="blue">
          ver todas
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
