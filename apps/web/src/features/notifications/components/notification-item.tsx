import type { NotificationDto } from '@despacho/api-client';
import { formatDateTime } from '@despacho/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';

/** One notification: its title and message (property), when (created_at), and whether it is new. */
export function NotificationItem({ notification }: { notification: NotificationDto }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {notification.property.title}
        </Text>
        {!notification.read_at && (
          <Badge size="xs" color="brandYellow" c="dark">
            nova
          </Badge>
        )}
      </Group>
      <Text size="sm">{notification.property.message}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(notification.created_at)}
      </Text>
    </Stack>
  );
}
