import type { CompanyChannelDto } from '@despacho/api-client';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useCompanyChannels } from '../api/integrations-queries';
import { useIntegrationCommand } from '../api/use-integration-command';
import { ActiveIntegrationsTable } from './active-integrations-table';
import { RenameIntegrationDialog } from './rename-integration-dialog';

const failed = (error: Error) =>
  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });

/** The company's integrations with rename and the enabled switch; the empty state of the spec. */
export function ActiveIntegrations() {
  const integrations = useCompanyChannels();
  const command = useIntegrationCommand();
  const [renaming, setRenaming] = useState<CompanyChannelDto | null>(null);

  const onToggle = (integration: CompanyChannelDto) =>
    command.mutate(
      { action: 'ToggleIntegration', payload: { id: integration.id, enable: !integration.property.enabled } },
      { onSuccess: (result) => notifications.show({ color: 'green', message: result.message }), onError: failed },
    );
  const onRename = (name: string) =>
    renaming &&
    command.mutate(
      { action: 'ChangeIntegrationName', payload: { id: renaming.id, name } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Nome alterado com sucesso.' });
          setRenaming(null);
        },
        onError: failed,
      },
    );

  return (
    <>
      <Title order={4} mt="xl" mb="sm">
        Integrações ativas
      </Title>
      {integrations.isError && <ErrorAlert error={integrations.error} />}
      {integrations.isPending && (
        <Stack aria-label="Carregando integrações">
          {[0, 1].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {integrations.data && integrations.data.total === 0 && (
        <Text c="dimmed">Nenhuma integração habilitada ainda.</Text>
      )}
      {integrations.data && integrations.data.total > 0 && (
        <ActiveIntegrationsTable
          integrations={integrations.data.data}
          isToggling={(id) =>
            command.isPending &&
            command.variables?.action === 'ToggleIntegration' &&
            command.variables.payload.id === id
          }
          onToggle={onToggle}
          onRename={setRenaming}
        />
      )}
      <RenameIntegrationDialog
        integration={renaming}
        saving={command.isPending}
        onSave={onRename}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
