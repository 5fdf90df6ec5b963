import { Badge } from '@mantine/core';

const COLOURS: Record<number, string> = { 1: 'red', 2: 'green', 3: 'blue' };

/** Aguardando Aceite (red), Coleta Aceita (green), Coleta Realizada. */
export function PickupStateBadge({ state }: { state: { id: number; description: string } }) {
  return (
    <Badge color={COLOURS[state.id]} variant="light" tt="none">
      {state.description}
    </Badge>
  );
}
