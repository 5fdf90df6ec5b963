import type { RecipientNoticeSettingsDto } from '@despacho/api-client';
import {
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useChangeRecipientNoticeSettings, useRecipientNoticeSettings } from '../api/recipient-notice-queries';
import { type StepId, STEP_OPTIONS } from '../../../shared/recipient-notices/notice-labels';

interface Values {
  steps: string[];
  channels: string[];
  phone_number_id: string;
  access_token: string;
  app_secret: string;
  templates: Record<StepId, string>;
}

/** /settings/recipient-notices: which steps the recipient is told of, by e-mail and/or WhatsApp. */
export function RecipientNoticesSettingsPage() {
  const settings = useRecipientNoticeSettings();
  return (
    <>
      <PageTitle title="Avisos ao destinatário" />
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.data ? (
        <SettingsForm current={settings.data} />
      ) : (
        !settings.isError && <Skeleton h={320} aria-label="Carregando avisos ao destinatário" />
      )}
    </>
  );
}

function SettingsForm({ current }: { current: RecipientNoticeSettingsDto }) {
  const change = useChangeRecipientNoticeSettings();
  const whatsapp = current.whatsapp;
  const form = useForm<Values>({
    initialValues: {
      steps: current.steps,
      channels: current.channels,
      phone_number_id: whatsapp?.phone_number_id ?? '',
      access_token: '',
      app_secret: '',
      templates: Object.fromEntries(
        STEP_OPTIONS.map((step) => [step.value, whatsapp?.templates[step.value] ?? '']),
      ) as Values['templates'],
    },
  });
  const wantsWhatsapp = form.values.channels.includes('whatsapp');
  const submit = form.onSubmit(async (values) => {
    const account = wantsWhatsapp || values.phone_number_id.trim();
    try {
      const answer = await change.mutateAsync({
        steps: values.steps as never,
        channels: values.channels as never,
        ...(account
          ? {
              whatsapp: {
                phone_number_id: values.phone_number_id.trim(),
                ...(values.access_token.trim() ? { access_token: values.access_token.trim() } : {}),
                ...(values.app_secret.trim() ? { app_secret: values.app_secret.trim() } : {}),
                templates: Object.fromEntries(
                  Object.entries(values.templates).filter(([, name]) => name.trim() !== ''),
                ),
              },
            }
          : {}),
      });
      notifications.show({ color: 'green', message: answer.message });
      form.setValues({ access_token: '', app_secret: '' });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit}>
      <Stack maw={760}>
        <Card withBorder padding="lg">
          <Title order={4} mb="xs">
            Etapas avisadas
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Cada etapa é avisada uma vez por pedido e canal, mesmo que a transportadora repita o evento.
          </Text>
          <Checkbox.Group {...form.getInputProps('steps')}>
            <Stack gap="xs">
              {STEP_OPTIONS.map((step) => (
                <Checkbox key={step.value} value={step.value} label={`${step.label} (${step.hint})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Card>
        <Card withBorder padding="lg">
          <Title order={4} mb="xs">
            Canais
          </Title>
          <Checkbox.Group {...form.getInputProps('channels')}>
            <Stack gap="xs">
              <Checkbox value="email" label="E-mail (com o logo e as cores da sua página de rastreamento)" />
              <Checkbox
                value="whatsapp"
                label="WhatsApp (só para quem aceitou na página de rastreamento: 'Quero receber avisos pelo WhatsApp')"
              />
            </Stack>
          </Checkbox.Group>
        </Card>
        {(wantsWhatsapp || whatsapp) && (
          <Card withBorder padding="lg">
            <Title order={4} mb="xs">
              Conta do WhatsApp Business (API de Nuvem)
            </Title>
            <Stack gap="sm">
              <TextInput label="ID do número de telefone" {...form.getInputProps('phone_number_id')} />
              <PasswordInput
                label="Token de acesso"
                placeholder={whatsapp?.access_token_set ? 'Salvo (deixe em branco para manter)' : ''}
                {...form.getInputProps('access_token')}
              />
              <PasswordInput
                label="Chave secreta do aplicativo"
                placeholder={whatsapp?.app_secret_set ? 'Salva (deixe em branco para manter)' : ''}
                {...form.getInputProps('app_secret')}
              />
              <Text size="sm" fw={600}>
                Modelos aprovados (categoria utilidade)
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {STEP_OPTIONS.map((step) => (
                  <TextInput key={step.value} label={step.label} {...form.getInputProps(`templates.${step.value}`)} />
                ))}
              </SimpleGrid>
              {whatsapp && (
                <Stack gap={4}>
                  <Text size="sm">No painel da Meta, em Webhooks, informe:</Text>
                  <Text size="sm">
                    URL de retorno: <Code>{whatsapp.webhook_url}</Code>
                  </Text>
                  <Text size="sm">
                    Token de verificação: <Code>{whatsapp.verify_token}</Code>
                  </Text>
                </Stack>
              )}
            </Stack>
          </Card>
        )}
        <Group>
          <Button type="submit" loading={change.isPending}>
            SALVAR
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
