import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages end customers open without logging in. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Text fw={800} c="yellow.7" size="xl" mb="lg">
        Despacho
      </Text>
      {children}
    </Container>
  );
}
