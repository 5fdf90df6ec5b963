import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The dashboard charts' tooltip: an optional bold title over one line of text. */
export function ChartTooltip({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper shadow="sm" p="xs" withBorder>
      {title && (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      <Text size="sm">{children}</Text>
    </Paper>
  );
}
