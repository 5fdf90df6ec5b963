import type { FreightRuleDto } from '@despacho/api-client';
import { FREIGHT_RULE_CHANNELS, formatDate } from '@despacho/domain';
import { Switch, Table, Text } from '@mantine/core';
import { RowActions } from '../../../shared/ui/row-actions';

const channelName = (id: number | null) =>
  id === null ? 'Todos' : (FREIGHT_RULE_CHANNELS.find((c) => c.id === id)?.name ?? `Canal ${id}`);

/** 'DD/MM/YYYY a DD/MM/YYYY', or open-ended from the start date. */
export const validityOf = (rule: Pick<FreightRuleDto, 'start_at' | 'end_at'>) =>
  rule.end_at
    ? `${formatDate(rule.start_at)} a ${formatDate(rule.end_at)}`
    : `A partir de ${formatDate(rule.start_at)}`;

interface Props {
  rules: FreightRuleDto[];
  /** Whether the rule's switch waits for its command. */
  isToggling: (id: string) => boolean;
  onToggle: (rule: FreightRuleDto) => void;
}

const COLUMNS = ['Nome', 'Canal de venda', 'CD de origem', 'Transportadora', 'Vigência', 'Destinos', 'Ativa'];

export function FreightRulesTable({ rules, isToggling, onToggle }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                <Text fw={500}>{rule.name}</Text>
              </Table.Td>
              <Table.Td>{channelName(rule.channel_id)}</Table.Td>
              <Table.Td>{rule.distribution_center?.name ?? 'Todos'}</Table.Td>
              <Table.Td>{rule.carrier?.name ?? 'Todas'}</Table.Td>
              <Table.Td>{validityOf(rule)}</Table.Td>
              <Table.Td>{rule.total_rules}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`Ativar regra ${rule.name}`}
                  checked={rule.enabled}
                  disabled={isToggling(rule.id)}
                  onChange={() => onToggle(rule)}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  editTo={`/settings/freight-rules/edit/${rule.id}`}
                  removeTo={`/settings/freight-rules/remove/${rule.id}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
