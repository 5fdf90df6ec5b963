import type { CompanyChannelDto } from '@despacho/api-client';
import { formatDate } from '@despacho/domain';
import { Anchor, Button, Group, Switch, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CarrierPollStatus } from './carrier-poll-status';
import { integrationStateLabel } from './integration-state';

interface Props {
  integrations: CompanyChannelDto[];
  isToggling: (id: string) => boolean;
  onToggle: (integration: CompanyChannelDto) => void;
  onRename: (integration: CompanyChannelDto) => void;
}

/**
 * The company's integrations: name, channel (a carrier integration's last poll and failure under it),
 * store or carrier account, since when, enabled; rename, detail and remove.
 */
export function ActiveIntegrationsTable({ integrations, isToggling, onToggle, onRename }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Canal</Table.Th>
            <Table.Th>Loja ou conta</Table.Th>
            <Table.Th>Desde</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {integrations.map((integration) => (
            <Table.Tr key={integration.id}>
              <Table.Td>
                <Text fw={500}>{integration.property.integration_name}</Text>
              </Table.Td>
              <Table.Td>
                {integration.channel.name}
                {integration.carrier_integration && (
                  <CarrierPollStatus status={integration.carrier_integration} size="xs" />
                )}
              </Table.Td>
              <Table.Td>{integration.store_id ?? '—'}</Table.Td>
              <Table.Td>{formatDate(integration.created_at)}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`Ativar integração ${integration.property.integration_name}`}
                  label={integrationStateLabel(integration.property.enabled)}
                  checked={integration.property.enabled}
                  disabled={isToggling(integration.id)}
                  onChange={() => onToggle(integration)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" justify="flex-end" wrap="nowrap">
                  <Button size="compact-sm" variant="subtle" onClick={() => onRename(integration)}>
                    Renomear
                  </Button>
                  <Anchor component={Link} to={`/settings/integrations/${integration.id}/detail`} size="sm">
                    Detalhes
                  </Anchor>
                  <Anchor component={Link} to={`/settings/integrations/remove/${integration.id}`} size="sm" c="red">
                    Remover
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
