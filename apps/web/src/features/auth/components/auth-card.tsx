import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** What the server answered a signed-out form: shown above its fields, green or red. */
export interface AuthResult {
  ok: boolean;
  message: string;
}

interface Props {
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  result?: AuthResult | null;
  children: ReactNode;
}

/** The dark page with one card that every signed-out form (login, password recovery) sits in. */
export function AuthCard({ subtitle, onSubmit, result, children }: Props) {
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
            {result && (
              <Alert color={result.ok ? 'green' : 'red'} variant="light" role="alert">
                {result.message}
              </Alert>
            )}
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
