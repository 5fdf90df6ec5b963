import { Text } from '@mantine/core';

/** A uuid shown by its first 8 characters; the whole id is in the tooltip. */
export function ShortId({ id }: { id: string }) {
  return (
    <Text size="xs" c="dimmed" ff="monospace" title={id}>
      {id.slice(0, 8)}
    </Text>
  );
}
