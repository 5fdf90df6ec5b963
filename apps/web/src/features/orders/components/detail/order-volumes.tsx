import type { OrderDetailShipmentDto, ShipmentCteDto } from '@despacho/api-client';
import { FINAL_ORDER_STATUSES, formatBRL, type OrderStatusId } from '@despacho/domain';
import { Anchor, Group, Table, Tabs } from '@mantine/core';
import { useState } from 'react';
import { downloadDacte } from '../../../../shared/download-dacte';
import { TrackingNumberDialog } from './tracking-number-dialog';

const cm = (metres: number) => Math.round(metres * 1000) / 10;

/** The CT-e reconciled with the order: its number downloads the DACTE (orders-pickups.md §7). */
function DacteLink({ cte }: { cte: ShipmentCteDto }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void downloadDacte(cte)}>
      {cte.number}
    </Anchor>
  );
}

interface TableProps {
  orderId: string;
  shipments: OrderDetailShipmentDto[];
}

/** The volume's carrier tracking number, with 'Editar' while the order is not final. */
function TrackingCell({ shipment, onEdit }: { shipment: OrderDetailShipmentDto; onEdit: () => void }) {
  const editable = !FINAL_ORDER_STATUSES.includes(shipment.status.id as OrderStatusId);
  return (
    <Group gap="xs" wrap="nowrap">
      {shipment.tracking_number || '—'}
      {editable && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onEdit}
          aria-label={`Editar rastreio do volume ${shipment.volume}`}
        >
          Editar
        </Anchor>
      )}
    </Group>
  );
}

function VolumesTable({ orderId, shipments }: TableProps) {
  const [editing, setEditing] = useState<OrderDetailShipmentDto | null>(null);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {[
              'Volume',
              'SKU',
              'Quantidade',
              'L × A × C (cm)',
              'Peso (kg)',
              'Valor',
              'CD',
              'CT-e',
              'Rastreio transportadora',
            ].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.volume}</Table.Td>
              <Table.Td>{s.reference ?? '—'}</Table.Td>
              <Table.Td>{s.quantity}</Table.Td>
              <Table.Td>
                {cm(s.width)} × {cm(s.height)} × {cm(s.length)}
              </Table.Td>
              <Table.Td>{s.weight.toLocaleString('pt-BR')}</Table.Td>
              <Table.Td>{formatBRL(s.cargo_value)}</Table.Td>
              <Table.Td>{s.from_cd_reference}</Table.Td>
              <Table.Td>{s.cte ? <DacteLink cte={s.cte} /> : '—'}</Table.Td>
              <Table.Td>
                <TrackingCell shipment={s} onEdit={() => setEditing(s)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && <TrackingNumberDialog orderId={orderId} shipment={editing} onClose={() => setEditing(null)} />}
    </Table.ScrollContainer>
  );
}

/** The volumes; a drop-shipping order shows one tab per distribution-center reference. */
export function OrderVolumes({ orderId, shipments, dropShipping }: TableProps & { dropShipping: boolean }) {
  if (!dropShipping) return <VolumesTable orderId={orderId} shipments={shipments} />;
  const centers = [...new Set(shipments.map((s) => s.from_cd_reference))];
  return (
    <Tabs defaultValue={centers[0]}>
      <Tabs.List>
        {centers.map((center) => (
          <Tabs.Tab key={center} value={center}>
            {center}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {centers.map((center) => (
        <Tabs.Panel key={center} value={center} pt="sm">
          <VolumesTable orderId={orderId} shipments={shipments.filter((s) => s.from_cd_reference === center)} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
