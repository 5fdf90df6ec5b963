import { Button, Checkbox, FileInput, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../api';
import { uploadAll, useMarkStep } from './onboarding-step-queries';

interface Values {
  carrier: string;
  federal_tax_id: string;
  emails: string;
  files: File[];
  all_added: boolean;
}

const FREIGHT_TABLE_STEP = 4;

/**
 * Step 4: a carrier's table for the team to register (carrier name, branch CNPJ, pickup e-mails,
 * files, sent only once 'all files added' is ticked), or 'SOLICITAR' new carriers.
 */
export function FreightTableForm({ onDone }: { onDone?: () => void }) {
  const mark = useMarkStep();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values>({
    initialValues: { carrier: '', federal_tax_id: '', emails: '', files: [], all_added: false },
    validate: {
      carrier: (value) => (value.trim() ? null : 'Informe o nome da transportadora.'),
      federal_tax_id: (value) =>
        /^\d{14}$/.test(value.replace(/\D/g, '')) ? null : 'Digite o CNPJ ou CPF, apenas números.',
      emails: (value) =>
        value
          .split(',')
          .map((email) => email.trim())
          .filter(Boolean)
          .every((email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          ? null
          : 'Deve ser um e-mail válido',
      files: (value) => (value.length ? null : 'Envie ao menos um arquivo da tabela de frete.'),
    },
  });

  const send = async (data: Parameters<typeof mark.mutateAsync>[0]['data']) => {
    try {
      const { message } = await mark.mutateAsync({ step: FREIGHT_TABLE_STEP, complete: true, data });
      notifications.show({ color: 'green', message });
      onDone?.();
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };

  const submit = form.onSubmit(async (values) => {
    setUploading(true);
    try {
      const files = await uploadAll(values.files);
      const emails = values.emails
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean);
      await send({
        tabela_frete: true,
        carrier: values.carrier.trim(),
        federal_tax_id: values.federal_tax_id.replace(/\D/g, ''),
        emails,
        files,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    } finally {
      setUploading(false);
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Transportadora" withAsterisk {...form.getInputProps('carrier')} />
        <TextInput label="CNPJ da filial" withAsterisk {...form.getInputProps('federal_tax_id')} />
        <TextInput
          label="E-mails para pedido de coleta"
          description="Separados por vírgula (opcional)"
          {...form.getInputProps('emails')}
        />
        <FileInput
          label="Arquivos"
          description="(1) tabela de frete, (2) cidades atendidas com prazos, (3) taxas como TDA, TRT e EMEX"
          multiple
          clearable
          withAsterisk
          {...form.getInputProps('files')}
        />
        <Checkbox label="Adicionei todos os arquivos" {...form.getInputProps('all_added', { type: 'checkbox' })} />
        <Group justify="space-between">
          <Tooltip label="Pode levar até 15 dias" withArrow>
            <Button
              variant="default"
              loading={mark.isPending && !uploading}
              onClick={() => void send({ solicitar: true })}
            >
              SOLICITAR
            </Button>
          </Tooltip>
          <Button type="submit" disabled={!form.values.all_added} loading={uploading}>
            ENVIAR TABELA
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
