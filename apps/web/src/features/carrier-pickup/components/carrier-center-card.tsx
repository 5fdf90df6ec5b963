import { type CarrierCenterDto, confirmCarrierPickups, getCarrierPickupsQueryKey } from '@despacho/api-client';
import { formatCnpj, formatDate, formatPhone } from '@despacho/domain';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { CarrierFiles } from './carrier-files';
import { CarrierPickupsTable } from './carrier-pickups-table';
import { BRAZILIAN_DATE_INPUT } from '../../../shared/ui/brazilian-date-input';

/** One CD: address, pickup windows, pickups to accept (date required, code optional) and the accepted ones. */
export function CarrierCenterCard({ center, token }: { center: CarrierCenterDto; token: string }) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [date, setDate] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [missingDate, setMissingDate] = useState(false);
  // The answer is not used (public-account.md §7): the success text names the date the carrier chose.
  const confirm = useMutation({
    mutationFn: async (pickupDate: string) => {
      await confirmCarrierPickups({
        query: { token },
        body: { pickup_ids: [...selected], pickup_date: pickupDate, pickup_code: code.trim() || undefined },
        throwOnError: true,
      });
    },
    onSuccess: async () => {
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: getCarrierPickupsQueryKey({ query: { token } }) });
    },
  });
  const submit = () => {
    setMissingDate(!date);
    if (date) confirm.mutate(date);
  };
  const a = center.address;

  return (
    <Card withBorder padding="lg" mb="lg">
      <Title order={4}>
        {center.name} - {a.city}/{a.state}
      </Title>
      <Text size="sm" c="dimmed">
        {center.format_address} · {a.name} · CNPJ {formatCnpj(a.federal_tax_id)} · {formatPhone(a.phone)}
      </Text>
      <Alert color="red" variant="light" mt="sm" title="Horários de coleta do CD:">
        {center.pickup_window.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Alert>
      {confirm.isSuccess && (
        <Alert color="green" mt="md">
          Parabéns! A coleta foi confirmada para o dia {formatDate(confirm.variables)}
        </Alert>
      )}
      {confirm.isError && (
        <Alert color="red" mt="md" role="alert">
          {errorMessage(confirm.error)}
        </Alert>
      )}
      {center.pickups.length > 0 && (
        <Stack mt="md">
          <Alert color="yellow" variant="light">
            Selecione as coletas que você vai realizar e informe a data.
          </Alert>
          <CarrierPickupsTable pickups={center.pickups} selection={{ selected, onChange: setSelected }} />
          {/* public-account.md §8: a missing pickup date is an alert, not a field message. */}
          {missingDate && !date && (
            <Alert color="red" variant="light" role="alert">
              Informe a data estimada de coleta
            </Alert>
          )}
          <Group align="flex-end">
            <DateInput
              label="Data da coleta"
              withAsterisk
              {...BRAZILIAN_DATE_INPUT}
              minDate={new Date()}
              value={date}
              onChange={setDate}
              error={missingDate && !date}
              w={180}
            />
            <TextInput label="Código de coleta" value={code} onChange={(e) => setCode(e.currentTarget.value)} w={180} />
            <Button onClick={submit} disabled={selected.size === 0 || confirm.isPending}>
              {confirm.isPending ? 'CONFIRMANDO ...' : 'CONFIRMAR COLETA'}
            </Button>
          </Group>
        </Stack>
      )}
      {center.pickups_accepted.length > 0 && (
        <>
          <Title order={5} mt="lg" mb="xs">
            Coletas aceitas recentemente
          </Title>
          <CarrierPickupsTable pickups={center.pickups_accepted} />
        </>
      )}
      <CarrierFiles pickups={center.pickups_accepted} />
    </Card>
  );
}
