import { formatDate } from '@despacho/domain';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListUsersResponse } from '@despacho/api-client';

type UserRow = ListUsersResponse['data'][number];

export function UsersTable({ users }: { users: UserRow[] }) {
  if (users.length === 0) return <Text c="dimmed">Nenhum registro retornado</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Ativo</Table.Th>
            <Table.Th>Criado em</Table.Th>
            <Table.Th>Convidado por</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="xs" ff="monospace" title={user.id}>
                  {user.id.slice(0, 8)}
                </Text>
              </Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <Badge color={user.confirmed_at ? 'green' : 'gray'} variant="light">
                  {user.confirmed_at ? 'Sim' : 'Não'}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
              <Table.Td>{user.created_by_name ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap="sm" justify="flex-end" wrap="nowrap">
                  <Anchor component={Link} to={`/settings/users/edit/${user.id}`}>
                    Editar
                  </Anchor>
                  <Anchor component={Link} to={`/settings/users/remove/${user.id}`} c="red">
                    Excluir
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
