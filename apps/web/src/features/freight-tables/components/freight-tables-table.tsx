import type { FreightTableDto } from '@despacho/api-client';
import { formatDate } from '@despacho/domain';
import { Badge, Switch, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ShortId } from '../../../shared/ui/short-id';
import { TruncatedText } from '../../../shared/ui/truncated-text';

interface Props {
  tables: FreightTableDto[];
  /** Whether the row's switch waits for the list to reload after a click. */
  isLocked: (id: string) => boolean;
  onToggle: (table: FreightTableDto, active: boolean) => void;
  /** Extra cell per row (the super admin's CSV download). */
  download?: (table: FreightTableDto) => ReactNode;
  destinations: (table: FreightTableDto) => ReactNode;
}

const COLUMNS = [
  'Id',
  'Região de origem',
  'CDs',
  'Transportadora',
  'Nome',
  'Cubagem',
  'Versão',
  'Ativa',
  'Principais destinos',
  'Criada em',
  'Atualizada em',
  'Ativar',
];

export function FreightTablesTable({ tables, isLocked, onToggle, download, destinations }: Props) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      {/* 13 columns: narrower cell padding keeps the list, switch and CSV included, within 1440 px. */}
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              // The badge ellipsizes rather than widen its column: give the column room for it.
              <Table.Th key={column} w={column === 'Ativa' ? 70 : undefined}>
                {column}
              </Table.Th>
            ))}
            {download && <Table.Th>CSV</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tables.map((table) => (
            <Table.Tr key={table.id}>
              <Table.Td>
                <ShortId id={table.id} />
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={110}>{table.origin}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={100}>
                  {table.distribution_centers.length
                    ? table.distribution_centers.map((d) => d.name).join(', ')
                    : 'Todos'}
                </TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={120}>{table.carrier.name}</TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={150}>{table.name}</TruncatedText>
              </Table.Td>
              <Table.Td>{table.cubage}</Table.Td>
              <Table.Td>{table.version === 3 ? 'V3' : 'V1'}</Table.Td>
              <Table.Td>
                <Badge color={table.active ? 'green' : 'gray'} variant="light">
                  {table.active ? 'Sim' : 'Não'}
                </Badge>
              </Table.Td>
              <Table.Td>{destinations(table)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(table.created_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(table.updated_at)}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`Ativar tabela ${table.name}`}
                  checked={table.active === 1}
                  disabled={isLocked(table.id)}
                  onChange={(event) => onToggle(table, event.currentTarget.checked)}
                />
              </Table.Td>
              {download && <Table.Td>{download(table)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
