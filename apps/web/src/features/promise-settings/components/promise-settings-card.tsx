import { Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PromiseSettings } from '../api/use-change-promise-settings';

const between = (min: number, max: number, message: string) => (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : message;

const BREACH_ACTIONS = [
  { value: 'widen', label: 'Ampliar o prazo (até o p95 da rota)' },
  { value: 'demote', label: 'Rebaixar a transportadora na ordem' },
  { value: 'none', label: 'Não fazer nada' },
];

interface Props {
  initialValues: PromiseSettings;
  saving: boolean;
  onSubmit: (values: PromiseSettings) => void;
}

/** Which deadline the shop shows and what a lane late too often does (ChangePromiseSettings). */
export function PromiseSettingsCard({ initialValues, saving, onSubmit }: Props) {
  // Out-of-range numbers are kept as typed (clampBehavior none) and explained, not silently changed.
  const form = useForm<PromiseSettings>({
    initialValues,
    validate: {
      promise_confidence: between(50, 99, 'Informe uma confiança de 50 a 99%.'),
      promise_min_samples: between(1, 10_000, 'Informe um mínimo de 1 a 10.000 entregas.'),
      lane_on_time_threshold: between(0, 100, 'Informe um limite de 0 a 100%.'),
    },
  });
  return (
    <Card withBorder padding="lg" maw={640}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <div>
            <Text fw={600} size="sm">
              Prazo mostrado na cotação
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              O aprendido vem das entregas reais da sua empresa em cada rota; sem entregas suficientes, vale o da
              tabela.
            </Text>
            <SegmentedControl
              aria-label="Prazo mostrado na cotação"
              data={[
                { value: 'table', label: 'Prazo da tabela' },
                { value: 'learned', label: 'Prazo aprendido' },
              ]}
              {...form.getInputProps('promise_source')}
            />
          </div>
          <Group grow align="flex-start">
            <NumberInput
              label="Confiança (%)"
              description="Parte das entregas da rota que chegaram dentro do prazo prometido."
              min={50}
              max={99}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('promise_confidence')}
            />
            <NumberInput
              label="Mínimo de entregas"
              description="Entregas de uma rota antes de usar o prazo aprendido."
              min={1}
              max={10_000}
              allowDecimal={false}
              clampBehavior="none"
              thousandSeparator="."
              decimalSeparator=","
              {...form.getInputProps('promise_min_samples')}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Limite de entregas no prazo (%)"
              description="Abaixo dele, a rota é tratada como atrasada."
              min={0}
              max={100}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('lane_on_time_threshold')}
            />
            <Select
              label="Rota abaixo do limite"
              description="O motivo aparece junto da cotação."
              data={BREACH_ACTIONS}
              allowDeselect={false}
              {...form.getInputProps('lane_breach_action')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={saving}>
              SALVAR
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
