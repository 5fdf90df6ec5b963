import type { PickupDto } from '@despacho/api-client';
import { formatBRL, formatDate } from '@despacho/domain';
import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { downloadNotfis, downloadRomaneio } from '../api/pickups-queries';
import { PickupStateBadge } from './pickup-state-badge';
import { TruncatedText } from '../../../shared/ui/truncated-text';

const download = (pickup: PickupDto, file: typeof downloadRomaneio) =>
  file(pickup).catch((error) =>
    notifications.show({ color: 'red', message: `Coleta ${pickup.number}: ${errorMessage(error)}` }),
  );

/** Pickups with their state, date, volumes and the row icons: orders, romaneio, NOTFIS and (operations) edit. */
export function PickupsTable({
  pickups,
  onOpen,
  showCompany,
}: {
  pickups: PickupDto[];
  onOpen?: (pickup: PickupDto) => void;
  showCompany?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {[
              'Coleta',
              ...(showCompany ? ['Empresa'] : []),
              'Transportadora',
              'CD',
              'Status',
              'Data da coleta',
              'Pedidos',
              'Volumes',
              'Valor',
              '',
            ].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pickups.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td fw={600}>{p.number}</Table.Td>
              {showCompany && (
                <Table.Td>
                  <TruncatedText maw={180}>{p.company}</TruncatedText>
                </Table.Td>
              )}
              <Table.Td>
                <TruncatedText maw={180}>{p.carrier.toUpperCase()}</TruncatedText>
              </Table.Td>
              <Table.Td>
                {p.distribution_center.reference}
                <Text size="xs" c="dimmed">
                  {p.distribution_center.city}/{p.distribution_center.state}
                </Text>
              </Table.Td>
              <Table.Td miw={150}>
                <PickupStateBadge state={p.state} />
              </Table.Td>
              <Table.Td>
                {formatDate(p.pickuped_at ?? p.pickup_date ?? p.deadline)}
                <Text size="xs" c="dimmed">
                  {p.estimated_time_start}-{p.estimated_time_end}
                </Text>
              </Table.Td>
              <Table.Td>{p.totals.total}</Table.Td>
              <Table.Td>{p.volumes.total_volumes}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBRL(p.volumes.cargo_value)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Anchor
                    component={Link}
                    to={`/orders?pickup=${p.id}`}
                    size="sm"
                    aria-label={`Pedidos da coleta ${p.number}`}
                  >
                    Pedidos
                  </Anchor>
                  <Tooltip label="Gerar romaneio">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Romaneio da coleta ${p.number}`}
                      onClick={() => void download(p, downloadRomaneio)}
                    >
                      <Text size="xs" fw={700}>
                        PDF
                      </Text>
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Baixar NOTFIS (PROCEDA 3.1) da coleta">
                    <ActionIcon
                      variant="subtle"
                      w="auto"
                      px={4}
                      aria-label={`NOTFIS da coleta ${p.number}`}
                      onClick={() => void download(p, downloadNotfis)}
                    >
                      <Text size="xs" fw={700}>
                        NOTFIS
                      </Text>
                    </ActionIcon>
                  </Tooltip>
                  {onOpen && (
                    <Tooltip label="Editar coleta">
                      <ActionIcon variant="subtle" aria-label={`Editar coleta ${p.number}`} onClick={() => onOpen(p)}>
                        ✎
                      </ActionIcon>
                    </Tooltip>
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
