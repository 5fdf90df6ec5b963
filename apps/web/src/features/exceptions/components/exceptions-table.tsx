import { formatDateTime } from '@despacho/domain';
import type { ExceptionDto } from '@despacho/api-client';
import { Anchor, Badge, Button, Select, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useAssignException, useExceptionAssignees } from '../api/exceptions-queries';
import { formatAge } from '../../../shared/exceptions/exception-age';
import { actionLabel, actorLabel, kindLabel, resolutionLabel } from '../../../shared/exceptions/exception-labels';
import { ResolveExceptionDialog } from './resolve-exception-dialog';

/** A badge's label is cut with '…' by default; in a table cell the column then shrinks to nothing. */
const NO_ELLIPSIS = { label: { overflow: 'visible' } };
const ACTOR_COLORS: Record<string, string> = { carrier: 'blue', merchant: 'grape', recipient: 'orange' };

function AssigneeSelect({ exception }: { exception: ExceptionDto }) {
  const users = useExceptionAssignees().data?.data ?? [];
  const assign = useAssignException();
  return (
    <Select
      aria-label={`Responsável pela exceção do pedido ${exception.order.reference}`}
      placeholder="Sem responsável"
      clearable
      size="xs"
      w={180}
      disabled={assign.isPending}
      value={exception.assignee?.id ?? null}
      data={users.map((user) => ({ value: user.id, label: user.name }))}
      onChange={(value) =>
        assign.mutate(
          { id: exception.id, user_id: value },
          { onError: (failure) => notifications.show({ color: 'red', message: errorMessage(failure) }) },
        )
      }
    />
  );
}

/** One row per exception: the order, what happened, who acts, the suggested action, assignee and age. */
export function ExceptionsTable({ rows, resolved }: { rows: ExceptionDto[]; resolved: boolean }) {
  const [resolving, setResolving] = useState<ExceptionDto | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped aria-label="Exceções">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pedido</Table.Th>
              <Table.Th>Exceção</Table.Th>
              <Table.Th>Quem age</Table.Th>
              <Table.Th>Ação sugerida</Table.Th>
              <Table.Th>Responsável</Table.Th>
              <Table.Th>{resolved ? 'Resolução' : 'Aberta há'}</Table.Th>
              {!resolved && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-kind={row.kind}>
                <Table.Td>
                  <Anchor component={Link} to={`/orders/${row.order.id}`}>
                    {row.order.reference}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {row.order.recipient_name}
                    {row.order.carrier_name ? ` · ${row.order.carrier_name}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {kindLabel(row.kind)}
                    {row.occurrences > 1 ? ` (${row.occurrences}×)` : ''}
                  </Text>
                  {row.detail && (
                    <Text size="xs" c="dimmed">
                      {row.detail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={ACTOR_COLORS[row.actor]} variant="light" styles={NO_ELLIPSIS}>
                    {actorLabel(row.actor)}
                  </Badge>
                </Table.Td>
                <Table.Td>{actionLabel(row.action)}</Table.Td>
                <Table.Td>{resolved ? (row.assignee?.name ?? '—') : <AssigneeSelect exception={row} />}</Table.Td>
                <Table.Td>
                  {resolved ? (
                    <>
                      <Text size="sm">{row.resolution ? resolutionLabel(row.resolution) : '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {row.resolved_at && formatDateTime(row.resolved_at)} · em {formatAge(row.age_seconds)}
                        {row.resolved_by ? ` · ${row.resolved_by.name}` : ' · automática'}
                      </Text>
                      {row.note && <Text size="xs">{row.note}</Text>}
                    </>
                  ) : (
                    <Text size="sm" title={`Aberta em ${formatDateTime(row.opened_at)}`}>
                      {formatAge(row.age_seconds)}
                    </Text>
                  )}
                </Table.Td>
                {!resolved && (
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setResolving(row)}>
                      Resolver
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {resolving && <ResolveExceptionDialog exception={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
