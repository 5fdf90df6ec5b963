import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The terms joined with '|' (spec: one item per line, searched as a bulk search). */
  onSearch: (search: string) => void;
}

export function BulkSearchDialog({ opened, onClose, onSearch }: Props) {
  const [text, setText] = useState('');
  const terms = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Modal opened={opened} onClose={onClose} title="Busca em massa">
      <Textarea
        label="Um pedido, CPF/CNPJ ou nota por linha"
        rows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          disabled={terms.length === 0}
          onClick={() => {
            onSearch(terms.join('|'));
            onClose();
          }}
        >
          BUSCAR {terms.length > 0 ? `(${terms.length})` : ''}
        </Button>
      </Group>
    </Modal>
  );
}
