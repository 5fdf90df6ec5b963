import { ALERT_TYPE_LABELS, saoPauloCalendarDate } from '@despacho/domain';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../../shared/api';
import { useMayRun } from '../../../../shared/use-me';
import { useOrderAction } from '../../api/use-order';
import { BRAZILIAN_DATE_INPUT } from '../../../../shared/ui/brazilian-date-input';

// orders-pickups.md §5: everyone chooses the type, never defaulted; 'Sem alerta' is an explicit choice
// (null on the API). The alert types are the operations tier's (§6): shown to others, but disabled.
const NO_ALERT = 'none';
const typesFor = (raisesAlerts: boolean) => [
  { value: NO_ALERT, label: 'Sem alerta' },
  ...Object.entries(ALERT_TYPE_LABELS).map(([value, label]) => ({
    value,
    label: raisesAlerts ? label : `${label} (somente operações)`,
    disabled: !raisesAlerts,
  })),
];

/**
 * Today's occurrence happened now; an earlier day's at noon in Brasília, so the picked day keeps its
 * date in every time zone and never lands in the future.
 */
function occurredAt(day: string): string {
  return day === saoPauloCalendarDate(new Date()) ? new Date().toISOString() : `${day}T12:00:00-03:00`;
}

/** 'Registrar ocorrência': a description, a date (today by default) and the type. */
export function OccurrenceDialog({
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
  const raisesAlerts = useMayRun('registerOccurrenceAlert');
  const form = useForm({
    initialValues: {
      description: '',
      message: '',
      occurredOn: saoPauloCalendarDate(new Date()),
      type: null as string | null,
    },
    validate: {
      description: (value) => (value.trim() ? null : 'Informe a descrição da ocorrência.'),
      occurredOn: (value) => (value ? null : 'Informe a data da ocorrência.'),
      type: (value) => (value ? null : 'Informe o tipo da ocorrência.'),
    },
  });
  const submit = form.onSubmit((values) =>
    run.mutate(
      {
        action: 'RegisterTracking',
        payload: {
          order_id: orderId,
          description: values.description,
          message: values.message || null,
          occurred_at: occurredAt(values.occurredOn),
          source: 'manual',
          alert_type: !values.type || values.type === NO_ALERT ? null : (Number(values.type) as 1 | 2 | 3 | 4),
        },
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result?.message ?? 'Ocorrência registrada com sucesso' });
          form.reset();
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: `${reference}: ${errorMessage(error)}` }),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Registrar ocorrência">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Descrição" withAsterisk {...form.getInputProps('description')} />
          <DateInput
            label="Data da ocorrência"
            withAsterisk
            {...BRAZILIAN_DATE_INPUT}
            maxDate={saoPauloCalendarDate(new Date())}
            {...form.getInputProps('occurredOn')}
          />
          <Select
            label="Tipo"
            withAsterisk
            placeholder="Selecione o tipo"
            data={typesFor(raisesAlerts)}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <Textarea label="Mensagem" rows={3} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" loading={run.isPending}>
              Registrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
