import { Avatar, Group, Text } from '@mantine/core';

/** The brand mark of the sales channels whose checkouts quote through Despacho (channel ids of settings.md §9). */
const MARKS: Record<number, { initials: string; color: string; text: string }> = {
  8: { initials: 'T', color: '#0a71b9', text: '#fff' },
  29: { initials: 'N', color: '#2c3357', text: '#fff' },
  30: { initials: 'ML', color: '#ffe600', text: '#2d3277' },
};

/** A channel's mark and name; a channel without a mark shows its name alone. */
export function ChannelLogo({ channelId, name }: { channelId: number | null; name: string }) {
  const mark = channelId === null ? undefined : MARKS[channelId];
  return (
    <Group gap={6} wrap="nowrap">
      {mark && (
        <Avatar
          size={22}
          radius="xl"
          styles={{ placeholder: { background: mark.color, color: mark.text } }}
          aria-hidden
        >
          <Text span fz={10} fw={700}>
            {mark.initials}
          </Text>
        </Avatar>
      )}
      <Text span size="sm">
        {name}
      </Text>
    </Group>
  );
}
