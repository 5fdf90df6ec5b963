import type { DistributionCenterDto } from '@despacho/api-client';
import { formatCep } from '@despacho/domain';
import { Table, Text } from '@mantine/core';
import { RowActions } from '../../../shared/ui/row-actions';
import { ShortId } from '../../../shared/ui/short-id';
import { TruncatedText } from '../../../shared/ui/truncated-text';

const expedition = (days: number) => (days === 0 ? 'Sem prazo' : `${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`);

function addressLine({ address }: DistributionCenterDto) {
  const street = [address.street1, address.number, address.street2].filter(Boolean).join(', ');
  return `${street} - ${address.neighborhood}, ${address.city}/${address.state} - CEP ${formatCep(address.zip)}`;
}

export function DistributionCentersTable({ centers }: { centers: DistributionCenterDto[] }) {
  if (centers.length === 0)
    return <Text c="dimmed">Nenhum CD cadastrado ainda. Cadastre o primeiro para cotar fretes.</Text>;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Código</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Endereço</Table.Th>
            <Table.Th>Prazo de expedição</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {centers.map((center) => (
            <Table.Tr key={center.id}>
              <Table.Td>
                <ShortId id={center.id} />
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={140}>{center.reference}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={200}>{center.name}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={360}>{addressLine(center)}</TruncatedText>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{expedition(center.expedition_time)}</Table.Td>
              <Table.Td>
                <RowActions
                  editTo={`/settings/distribution-centers/edit/${center.id}`}
                  removeTo={`/settings/distribution-centers/remove/${center.id}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
