import type { CompanyChannelDto } from '@despacho/api-client';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  integration: CompanyChannelDto | null;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Renaming takes a name (settings.md §5). */
export function RenameIntegrationDialog({ integration, saving, onSave, onClose }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setName(integration?.property.integration_name ?? '');
    setError(null);
  }, [integration]);

  const submit = () => {
    if (!name.trim()) return setError('Digite um nome para a integração.');
    onSave(name.trim());
  };

  return (
    <Modal opened={integration !== null} onClose={onClose} title="Renomear integração" centered>
      <TextInput
        label="Nome"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error}
        maxLength={100}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Voltar
        </Button>
        <Button onClick={submit} loading={saving}>
          SALVAR
        </Button>
      </Group>
    </Modal>
  );
}
