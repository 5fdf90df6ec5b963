import type { CarrierPickupDto } from '@despacho/api-client';
import { formatBRL, formatDate } from '@despacho/domain';
import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { Fragment } from 'react';

interface Props {
  pickups: CarrierPickupDto[];
  /** Awaiting acceptance: selectable. Accepted: shown with their date and files. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

const m3 = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} m³`;

/** ID, volumes, weight, cubage, cargo value, acceptance date and pickup code; the note on its own row. */
export function CarrierPickupsTable({ pickups, selection }: Props) {
  const all = selection && pickups.length > 0 && pickups.every((p) => selection.selected.has(p.id));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(id)) next.add(id);
    selection.onChange(next);
  };
  const columns = selection ? 8 : 7;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Selecionar todas"
                  checked={all}
                  onChange={() => selection.onChange(all ? new Set() : new Set(pickups.map((p) => p.id)))}
                />
              </Table.Th>
            )}
            {['Coleta', 'Volumes', 'Peso total', 'Cubagem', 'Valor da carga', 'Data de aceite', 'Código de coleta'].map(
              (c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pickups.map((p) => (
            <Fragment key={p.id}>
              <Table.Tr>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Selecionar coleta ${p.number}`}
                      checked={selection.selected.has(p.id)}
                      onChange={() => toggle(p.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td fw={600}>{p.number}</Table.Td>
                <Table.Td>{p.totals.total_volumes}</Table.Td>
                <Table.Td>{p.totals.total_weight.toLocaleString('pt-BR')} kg</Table.Td>
                <Table.Td>{m3(p.totals.total_m3)}</Table.Td>
                <Table.Td>{formatBRL(p.totals.cargo_value)}</Table.Td>
                <Table.Td>
                  {p.pickup_date ? (
                    <Badge color="green" variant="light">
                      {formatDate(p.pickup_date)}
                    </Badge>
                  ) : (
                    <Badge color="red" variant="light" tt="none">
                      Aguardando Aceite
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.integration_code ?? '—'}</Table.Td>
              </Table.Tr>
              {p.note && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text size="xs" c="dimmed">
                      Observação: {p.note}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
