import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { PayloadOf } from '../../../../shared/command';
import { uploadedPath } from '../../../../shared/api/upload';
import { useOrderAction } from '../../api/use-order';

type AttachmentType = PayloadOf<'AddAttachment'>['type'];

// orders-pickups.md §9: attachment types.
const TYPES: { value: AttachmentType; label: string }[] = [
  { value: 'nfe', label: 'NF-e (xml)' },
  { value: 'nfe-event', label: 'Evento de NF-e (xml)' },
  { value: 'cte', label: 'CT-e (xml)' },
  { value: 'pdf', label: 'PDF' },
  { value: 'image', label: 'Imagem' },
  { value: 'others', label: 'Outros' },
];

/** 'Anexar arquivo': a name, a file type and the file; uploaded first, then attached to the order. */
export function AttachmentDialog({
  orderId,
  reference,
  opened,
  onClose,
}: {
  orderId: string;
  reference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const run = useOrderAction(orderId);
  const [uploading, setUploading] = useState(false);
  const form = useForm<{ name: string; type: AttachmentType | null; file: File | null }>({
    initialValues: { name: '', type: null, file: null },
    validate: {
      name: (value) => (value.trim() ? null : 'Informe o nome do anexo.'),
      type: (value) => (value ? null : 'Selecione o tipo do arquivo.'),
      file: (value) => (value ? null : 'Selecione o arquivo.'),
    },
  });
  const failed = () =>
    notifications.show({ color: 'red', message: 'Ocorreu um erro ao tentar anexar o arquivo, tente novamente.' });
  const submit = form.onSubmit(async ({ name, type, file }) => {
    if (!type || !file) return; // the form's rules already said what is missing
    setUploading(true);
    try {
      const path = await uploadedPath(file);
      const payload = {
        shipment: { reference },
        type,
        file: { name, mime: file.type || 'application/octet-stream', path },
      };
      const result = await run.mutateAsync({ action: 'AddAttachment', payload });
      notifications.show({ color: 'green', message: result?.message ?? 'Arquivo anexado com sucesso' });
      form.reset();
      onClose();
    } catch {
      failed();
    } finally {
      setUploading(false);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Anexar arquivo">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nome" withAsterisk {...form.getInputProps('name')} />
          <Select label="Tipo do arquivo" data={TYPES} withAsterisk {...form.getInputProps('type')} />
          <FileInput label="Arquivo" placeholder="Selecione" withAsterisk clearable {...form.getInputProps('file')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" loading={uploading}>
              Anexar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
