import { formatDate } from '@despacho/domain';
import { Badge, Table, Text } from '@mantine/core';
import type { ListUsersResponse } from '@despacho/api-client';
import { RowActions } from '../../../shared/ui/row-actions';
import { ShortId } from '../../../shared/ui/short-id';
import { TruncatedText } from '../../../shared/ui/truncated-text';

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
                <ShortId id={user.id} />
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={220}>{user.name}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={260}>{user.email}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <Badge color={user.confirmed_at ? 'green' : 'gray'} variant="light">
                  {user.confirmed_at ? 'Sim' : 'Não'}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</Table.Td>
              <Table.Td>
                <TruncatedText maw={180}>{user.created_by_name ?? '—'}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <RowActions editTo={`/settings/users/edit/${user.id}`} removeTo={`/settings/users/remove/${user.id}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
