import type { CarrierRegistrationDto } from '@despacho/api-client';
import { formatCnpj, formatDateTime, formatPhone } from '@despacho/domain';
import { Anchor, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { downloadFreightFile } from '../api/carrier-registrations-queries';

interface Props {
  registration: CarrierRegistrationDto;
  onApprove: () => void;
  onRefuse: () => void;
}

/** One pending registration: the carrier's data, its freight files and the two decisions. */
export function CarrierRegistrationCard({ registration: r, onApprove, onRefuse }: Props) {
  const download = (file: { path: string; name: string }) =>
    downloadFreightFile(r, file).catch((error) => notifications.show({ color: 'red', message: errorMessage(error) }));
  return (
    <Card withBorder padding="lg" aria-label={r.name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>
            {r.name} ({r.canonical_name})
          </Text>
          <Text size="sm" c="dimmed">
            CNPJ {formatCnpj(r.federal_tax_id)} · IE {r.state_tax_id} · {formatPhone(r.phone)} · TMS {r.tms} · cubagem{' '}
            {r.cubage}
          </Text>
          <Text size="sm" c="dimmed">
            {r.address.street1}, {r.address.number} — {r.address.neighborhood}, {r.address.city}/{r.address.state} ·
            cadastro em {formatDateTime(r.created_at)}
          </Text>
        </Stack>
        <Group>
          <Button color="red" variant="light" onClick={onRefuse}>
            RECUSAR
          </Button>
          <Button color="ink.9" onClick={onApprove}>
            APROVAR
          </Button>
        </Group>
      </Group>
      {r.freight_files ? (
        <Stack gap={4} mt="md">
          <Text size="sm">
            Arquivos de {r.freight_files.carrier_name} (filial {formatCnpj(r.freight_files.federal_tax_id)}) · coletas:{' '}
            {r.freight_files.emails.join(', ') || '—'}
          </Text>
          <List size="sm">
            {r.freight_files.files.map((file) => (
              <List.Item key={file.path}>
                <Anchor component="button" type="button" onClick={() => void download(file)}>
                  {file.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          Nenhum arquivo enviado ainda.
        </Text>
      )}
    </Card>
  );
}
