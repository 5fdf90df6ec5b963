import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The dark page with one card that every signed-out form (login, password recovery) sits in. */
export function AuthCard({ subtitle, onSubmit, children }: { subtitle: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="ink.9" p="md">
      <Paper w={380} p="xl" radius="lg" shadow="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} ta="center" c="ink.9">
              Despacho
            </Title>
            <Text ta="center" c="dimmed" size="sm">
              {subtitle}
            </Text>
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
