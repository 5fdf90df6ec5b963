import { progressBarColour, type OrderStatusId } from '@despacho/domain';
import { Progress, Tooltip } from '@mantine/core';

interface Step {
  title: string;
  completed: boolean;
  in_progress: boolean;
}

const COLOURS = { green: 'green', red: 'red', default: 'dark' } as const;

/** The order's progress from its status_transition steps: green when delivered, red on failure. */
export function OrderProgress({ status, steps }: { status: OrderStatusId; steps: Step[] }) {
  const done = steps.filter((s) => s.completed).length + steps.filter((s) => s.in_progress).length * 0.5;
  const value = steps.length ? (done / steps.length) * 100 : 0;
  const label = steps.map((s) => `${s.completed ? '✓' : s.in_progress ? '…' : '·'} ${s.title}`).join('  ');
  return (
    <Tooltip label={label}>
      <Progress value={value} color={COLOURS[progressBarColour(status)]} size="sm" aria-label={`Progresso: ${label}`} />
    </Tooltip>
  );
}
