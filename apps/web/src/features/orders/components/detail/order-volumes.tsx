import type { OrderDetailShipmentDto, ShipmentCteDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Anchor, Table, Tabs } from '@mantine/core';
import { downloadDacte } from '../../../../shared/download-dacte';

const cm = (metres: number) => Math.round(metres * 1000) / 10;

/** The CT-e reconciled with the order: its number downloads the DACTE (orders-pickups.md §7). */
function DacteLink({ cte }: { cte: ShipmentCteDto }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void downloadDacte(cte)}>
      {cte.number}
    </Anchor>
  );
}

function VolumesTable({ shipments }: { shipments: OrderDetailShipmentDto[] }) {
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
              <Table.Td>{s.tracking_number || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The volumes; a drop-shipping order shows one tab per distribution-center reference. */
export function OrderVolumes({
  shipments,
  dropShipping,
}: {
  shipments: OrderDetailShipmentDto[];
  dropShipping: boolean;
}) {
  if (!dropShipping) return <VolumesTable shipments={shipments} />;
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
          <VolumesTable shipments={shipments.filter((s) => s.from_cd_reference === center)} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
