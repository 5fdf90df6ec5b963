import { progressBarColour, type OrderStatusId } from '@despacho/domain';
import { Progress, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';

interface Step {
  title: string;
  completed: boolean;
  in_progress: boolean;
}

const COLOURS = { green: 'green', red: 'red', default: 'dark' } as const;

/**
 * The order's progress from its status_transition steps: green when delivered, red on failure. Its steps
 * show in a tooltip built only while the bar is hovered (a list draws one bar a row; issue 34).
 */
export function OrderProgress({ status, steps }: { status: OrderStatusId; steps: Step[] }) {
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const done = steps.filter((s) => s.completed).length + steps.filter((s) => s.in_progress).length * 0.5;
  const value = steps.length ? (done / steps.length) * 100 : 0;
  const label = steps.map((s) => `${s.completed ? '✓' : s.in_progress ? '…' : '·'} ${s.title}`).join('  ');
  return (
    <>
      <Progress
        ref={bar}
        value={value}
        color={COLOURS[progressBarColour(status)]}
        size="sm"
        aria-label={`Progresso: ${label}`}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
      />
      {open && <Tooltip target={bar} label={label} opened />}
    </>
  );
}
