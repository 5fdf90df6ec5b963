import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg">
      <Title order={2}>{title}</Title>
      {actions}
    </Group>
  );
}
