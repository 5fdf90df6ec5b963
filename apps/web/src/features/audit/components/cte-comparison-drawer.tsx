import type { CteDetailDto, DifferenceDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Alert, Button, Drawer, Group, Loader, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { useState } from 'react';
import { useCte, useRemapCteFees } from '../api/audit-queries';
import { downloadDacte } from '../../../shared/download-dacte';
import { CteDecisionPanel } from './cte-decision-panel';
import { differenceColour } from './ctes-table';

/** How a linked CT-e relates to the one shown (GET ctes/{id} linked). */
const LINK_LABELS: Record<string, string> = {
  complemento: 'Complementar',
  original: 'Complementa o CT-e',
  substituto: 'Substituído pelo CT-e',
  substituido: 'Substitui o CT-e',
};

const kg = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`;

/** Carrier weight (or invoice value) against the quote's: 0 ok, negative the quote is heavier, positive lighter. */
function DifferenceCard({
  title,
  difference,
  format,
  quoteWord,
}: {
  title: string;
  difference: DifferenceDto;
  format: (value: number) => string;
  quoteWord: string;
}) {
  const { carrier, quote, difference: value } = difference;
  const note =
    value === null
      ? 'Sem valor para comparar.'
      : value === 0
        ? 'Ok: iguais.'
        : value < 0
          ? `A cotação está ${quoteWord} (pode encarecer o frete cotado).`
          : `A cotação está ${quoteWord === 'mais pesada' ? 'mais leve' : 'menor'}.`;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm">
        CT-e: {carrier === null ? '–' : format(carrier)} · Cotação: {quote === null ? '–' : format(quote)}
      </Text>
      <Text size="sm" c={differenceColour(value)}>
        Diferença: {value === null ? '–' : format(value)}. {note}
      </Text>
    </Stack>
  );
}

function Comparison({ cte, icms, onIcms }: { cte: CteDetailDto; icms: boolean; onIcms: (on: boolean) => void }) {
  const { comparison } = cte;
  const remap = useRemapCteFees(cte.id);
  // The quote's fees a CT-e row can be compared with instead ('Padrão': the dictionary's mapping).
  const targets = [
    { value: '', label: 'Padrão' },
    ...comparison.fees
      .filter((row) => !row.fee.startsWith('cte:') && row.quote_value !== 0)
      .map((row) => ({ value: row.fee, label: row.label })),
  ];
  const remapRow = (components: number[], fee: string | null) =>
    remap.mutate(
      { components, fee: fee || null },
      { onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }) },
    );
  return (
    <Stack>
      <Group justify="space-between" wrap="nowrap" align="start">
        <Text size="sm">
          CT-e {cte.number} de {cte.carrier.name} · chave {cte.key}
          {cte.shipment ? ` · pedido ${cte.shipment.reference}` : ''}
        </Text>
        <Button size="xs" variant="default" onClick={() => downloadDacte(cte)} style={{ flexShrink: 0 }}>
          DACTE (PDF)
        </Button>
      </Group>
      <Alert color={differenceColour(cte.variation.total) ?? 'gray'} variant="light">
        {cte.variation.message}
      </Alert>
      {cte.linked.length > 0 && (
        <Text size="sm" aria-label="CT-e ligados">
          {cte.linked
            .map((linked) => `${LINK_LABELS[linked.relation]} ${linked.number} (${formatBRL(linked.total)})`)
            .join(' · ')}
          {cte.linked.some((linked) => linked.relation === 'complemento') &&
            ': os complementares somam-se a este CT-e na comparação.'}
        </Text>
      )}
      <CteDecisionPanel cte={cte} />
      <SimpleGrid cols={2}>
        <DifferenceCard title="Peso" difference={comparison.weight} format={kg} quoteWord="mais pesada" />
        <DifferenceCard
          title="Valor da nota"
          difference={comparison.invoice_value}
          format={formatBRL}
          quoteWord="maior"
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text fw={600}>Taxa a taxa</Text>
        <Switch label="Destacar ICMS" checked={icms} onChange={(event) => onIcms(event.currentTarget.checked)} />
      </Group>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {['Taxa', 'No CT-e', 'Cotação', 'CT-e', 'Diferença', 'Comparar com'].map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparison.fees.map((row) => (
            <Table.Tr
              key={row.fee}
              data-status={row.status}
              style={{
                color: differenceColour(row.difference) && `var(--mantine-color-${differenceColour(row.difference)}-7)`,
              }}
            >
              <Table.Td fw={600}>{row.label}</Table.Td>
              <Table.Td>{row.components.join(', ') || '–'}</Table.Td>
              <Table.Td>{formatBRL(row.quote_value)}</Table.Td>
              <Table.Td>{formatBRL(row.cte_value)}</Table.Td>
              <Table.Td>{formatBRL(row.difference)}</Table.Td>
              <Table.Td>
                {row.component_indexes.length > 0 && (
                  <Select
                    size="xs"
                    w={150}
                    aria-label={`Comparar ${row.components.join(', ')} com`}
                    data={targets}
                    value={null}
                    placeholder="Remapear"
                    onChange={(fee) => fee !== null && remapRow(row.component_indexes, fee)}
                    disabled={remap.isPending}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        Vermelho: a transportadora cobrou mais que a cotação; laranja: cobrou menos; sem cor: igual.
      </Text>
    </Stack>
  );
}

/** The comparison detail a CT-e row opens: weight and value differences, per-fee rows, ICMS toggle. */
export function CteComparisonDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [icms, setIcms] = useState(false);
  const cte = useCte(id, icms);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title="Comparação com a cotação">
      {cte.isError && <Alert color="red">Não foi possível carregar o CT-e.</Alert>}
      {!cte.data && !cte.isError && <Loader />}
      {cte.data && <Comparison cte={cte.data} icms={icms} onIcms={setIcms} />}
    </Drawer>
  );
}
