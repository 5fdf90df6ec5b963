import type { FreightTableDto } from '@despacho/api-client';
import { Badge, Group, Tooltip } from '@mantine/core';

/** The top three destination states with their counts; the rest in a tooltip (spec). */
export function MainDestinations({ destinations }: { destinations: FreightTableDto['main_destinations'] }) {
  const sorted = [...destinations].sort((a, b) => b.total - a.total || a.state.localeCompare(b.state));
  const top = sorted.slice(0, 3);
  const rest = sorted.slice(3);
  return (
    // Chips keep their full text ('SP (3)'): they wrap to a second line rather than shrink to 'S..'.
    <Group gap={4} miw={120}>
      {top.map((d) => (
        <Badge key={d.state} variant="light" color="gray" style={{ flexShrink: 0, overflow: 'visible' }}>
          {d.state} ({d.total})
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((d) => `${d.state} (${d.total})`).join(', ')} multiline w={260}>
          <Badge variant="outline" color="gray" style={{ cursor: 'help', flexShrink: 0, overflow: 'visible' }}>
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
