import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="70vh">
      <Stack align="center" gap="xs">
        <Title order={1}>404</Title>
        <Text size="lg">Página não encontrada</Text>
        <Text c="dimmed">O endereço não existe ou você não tem acesso a ele.</Text>
        <Anchor component={Link} to="/">
          Voltar ao início
        </Anchor>
      </Stack>
    </Center>
  );
}
