import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { ErrorAlert } from '../../ui/error-alert';
import { downloadOrderLabels, useOrderLabels } from '../api/labels-queries';
import {
  formatsFirst,
  LABEL_FORMAT_NAMES,
  LABEL_STATE_COLORS,
  LABEL_STATE_NAMES,
  type LabelFormat,
} from '../label-texts';

/** 'Etiquetas' on the order detail: each package (n/N, carrier, code, state, reason) and the downloads. */
export function OrderLabelsSection({ orderId, reference }: { orderId: string; reference: string }) {
  const labels = useOrderLabels(orderId);
  const [downloading, setDownloading] = useState<LabelFormat | null>(null);
  if (labels.isPending) return <Skeleton h={80} />;
  if (labels.isError) return <ErrorAlert error={labels.error} />;
  const { packages, label_format } = labels.data;
  if (packages.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nenhuma etiqueta gerada para este pedido.
      </Text>
    );
  }
  const ready = packages.some((p) => p.state === 'ready');
  const download = async (format: LabelFormat) => {
    setDownloading(format);
    try {
      await downloadOrderLabels(orderId, reference, format);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <>
      <Table verticalSpacing={4} aria-label="Etiquetas do pedido">
        <Table.Thead>
          <Table.Tr>
            {['Volume', 'Transportadora', 'Código', 'Situação', 'Observação'].map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packages.map((p) => (
            <Table.Tr key={p.id} c={p.state === 'voided' ? 'dimmed' : undefined}>
              <Table.Td>
                {p.package_no}/{p.package_of}
              </Table.Td>
              <Table.Td>
                {p.carrier_name}
                {!p.carrier_posting && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (etiqueta Despacho)
                  </Text>
                )}
              </Table.Td>
              <Table.Td ff="monospace">{p.tracking_number ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={LABEL_STATE_COLORS[p.state]}>
                  {LABEL_STATE_NAMES[p.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={p.state === 'failed' ? 'red' : 'dimmed'}>
                  {p.error ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {ready && (
        <Group gap="xs" mt="sm">
          {formatsFirst(label_format).map((format, index) => (
            <Button
              key={format}
              size="xs"
              variant={index === 0 ? 'filled' : 'light'}
              loading={downloading === format}
              disabled={downloading !== null && downloading !== format}
              onClick={() => void download(format)}
            >
              Baixar {LABEL_FORMAT_NAMES[format]}
            </Button>
          ))}
        </Group>
      )}
    </>
  );
}
