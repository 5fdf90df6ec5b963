import type { CompanySignUpDto } from '@despacho/api-client';
import { formatBRL, formatCnpj, formatDateTime } from '@despacho/domain';
import { Stack, Table, Text } from '@mantine/core';

const ROLE = { admin: 'Administrador', financeiro: 'Financeiro' } as const;
const orDash = (value: string | null | undefined) => value || '—';

/** One row per sign-up: who, when and the wizard's answers. */
export function CompanySignUpsTable({ signUps }: { signUps: CompanySignUpDto[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cadastro</Table.Th>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Usuários</Table.Th>
            <Table.Th>ERP / E-commerce / Integrador</Table.Th>
            <Table.Th>Marketplaces</Table.Th>
            <Table.Th>Frete por mês</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {signUps.map((s) => (
            <Table.Tr key={s.company_id}>
              <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
              <Table.Td>
                <Text fw={600}>{s.name}</Text>
                <Text size="xs" c="dimmed">
                  {s.legal_name} · {formatCnpj(s.federal_tax_id)} · IE {s.state_tax_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {s.users.map((u) => (
                    <Text key={u.user_id} size="sm">
                      {ROLE[u.role]}: {u.email}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                {orDash(s.integrations.erp)} / {orDash(s.integrations.ecommerce)} / {orDash(s.integrations.integrator)}
              </Table.Td>
              <Table.Td>{s.integrations.marketplace.join(', ') || '—'}</Table.Td>
              <Table.Td>
                {formatBRL(s.expenses.monthly_expense_with_shipping)}
                <Text size="xs" c="dimmed">
                  {s.expenses.monthly_shipping} envios
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
