import type { CarrierDto } from '@despacho/api-client';
import { formatCnpj, formatDate } from '@despacho/domain';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ShortId } from '../../../shared/ui/short-id';
import { TruncatedText } from '../../../shared/ui/truncated-text';

interface Props {
  carriers: CarrierDto[];
  /** Spec §6: the edit action is for admins; only the company's own carriers can be edited. */
  canEdit: boolean;
  onEditEmails: (carrier: CarrierDto) => void;
}

/** Documents and dates read badly when wrapped. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function CarriersTable({ carriers, canEdit, onEditEmails }: Props) {
  if (carriers.length === 0) return <Text c="dimmed">Nenhuma transportadora cadastrada.</Text>;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Código</Table.Th>
            <Table.Th>CNPJ</Table.Th>
            <Table.Th>Inscrição estadual</Table.Th>
            {/* The badge ellipsizes rather than widen its column: give the column room for it. */}
            <Table.Th w={80}>Ativa</Table.Th>
            <Table.Th>Criada em</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {carriers.map((carrier) => (
            <Table.Tr key={carrier.id}>
              <Table.Td>
                <ShortId id={carrier.id} />
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={240}>{carrier.name}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText ff="monospace" maw={160}>
                  {carrier.canonical_name}
                </TruncatedText>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{carrier.federal_tax_id ? formatCnpj(carrier.federal_tax_id) : '—'}</Table.Td>
              <Table.Td style={NO_WRAP}>{carrier.state_tax_id ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={carrier.active ? 'green' : 'gray'} variant="light">
                  {carrier.active ? 'Sim' : 'Não'}
                </Badge>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(carrier.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="sm" justify="flex-end" wrap="nowrap">
                  <Button variant="subtle" size="compact-sm" onClick={() => onEditEmails(carrier)}>
                    E-mails de coleta
                  </Button>
                  {canEdit && carrier.own && (
                    <Anchor component={Link} to={`/settings/carriers/edit/${carrier.id}`}>
                      Editar
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
