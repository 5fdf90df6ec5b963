import { FEE_LABELS } from '@despacho/domain';
import { Badge, Button, Card, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { canAccess, useMe } from '../../../shared/use-me';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { MoneyInput } from '../../../shared/ui/money-input';
import { PageTitle } from '../../../shared/ui/page-title';
import { useAuditSettings, useAuditSettingsChange } from '../api/audit-queries';

const FEES = Object.entries(FEE_LABELS).map(([value, label]) => ({ value, label }));
const feeLabel = (fee: string | null) =>
  fee === null ? 'Linha própria' : (FEE_LABELS[fee as keyof typeof FEE_LABELS] ?? fee);

const toast = {
  onSuccess: (result: { message: string }) => notifications.show({ color: 'green', message: result.message }),
  onError: (error: unknown) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
};

const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** ± % and/or ± R$: CT-e within it are approved automatically when reconciled. */
function ToleranceForm({
  percentage,
  amount,
  editable,
}: {
  percentage: number | null;
  amount: number | null;
  editable: boolean;
}) {
  const [values, setValues] = useState<{ percentage: string | number; amount: string | number }>({
    percentage: '',
    amount: '',
  });
  useEffect(() => setValues({ percentage: percentage ?? '', amount: amount ?? '' }), [percentage, amount]);
  const change = useAuditSettingsChange('ChangeAuditTolerance');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ percentage: numberOrNull(values.percentage), amount: numberOrNull(values.amount) }, toast);
      }}
    >
      <Group align="end">
        <NumberInput
          label="Tolerância (%)"
          description="± sobre a cotação"
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          value={values.percentage}
          onChange={(percentage) => setValues((current) => ({ ...current, percentage }))}
          disabled={!editable}
          w={180}
        />
        <MoneyInput
          label="Tolerância (R$)"
          description="± em reais"
          value={values.amount}
          onChange={(amount) => setValues((current) => ({ ...current, amount }))}
          disabled={!editable}
          w={180}
        />
        {editable && (
          <Button type="submit" loading={change.isPending}>
            Salvar tolerância
          </Button>
        )}
      </Group>
    </form>
  );
}

/** Audit settings: the tolerance and the component dictionary (default names, and the company's own over them). */
export function AuditSettingsPage() {
  const me = useMe();
  const settings = useAuditSettings();
  const editable = me.data ? canAccess(me.data, { area: 'audit', admin: true }) : false;
  const [name, setName] = useState('');
  const [fee, setFee] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const map = useAuditSettingsChange('MapCteComponentName');
  const unmap = useAuditSettingsChange('UnmapCteComponentName');
  const mapName = (componentName: string, feeType: string) =>
    map.mutate({ name: componentName, fee: feeType as keyof typeof FEE_LABELS }, toast);

  return (
    <>
      <PageTitle title="Configurações da auditoria" />
      {settings.isError && <ErrorAlert error={settings.error} />}
      {settings.isLoading && <Text c="dimmed">Carregando configurações...</Text>}
      {settings.data && (
        <Stack>
          <Card withBorder>
            <Title order={4} mb="xs">
              Tolerância
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              CT-e conciliados dentro da tolerância são aprovados automaticamente; os demais aguardam uma decisão
              (aprovar ou contestar).{!editable && ' Só o administrador da empresa altera.'}
            </Text>
            <ToleranceForm {...settings.data.tolerance} editable={editable} />
          </Card>
          <Card withBorder>
            <Title order={4} mb="xs">
              Dicionário de componentes
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Como os nomes dos componentes do CT-e (vPrest/Comp) são lidos como taxas da cotação. Novas importações e
              'Reprocessar' usam os nomes da empresa.
            </Text>
            {editable && (
              <Group align="end" mb="md">
                <TextInput
                  label="Nome no CT-e"
                  placeholder="Ex.: TAXAS"
                  maxLength={15}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <Select label="Taxa" data={FEES} value={fee} onChange={setFee} w={200} />
                <Button
                  disabled={name.trim() === '' || fee === null}
                  loading={map.isPending}
                  onClick={() => fee && mapName(name, fee)}
                >
                  Mapear
                </Button>
              </Group>
            )}
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {['Nome no CT-e', 'Padrão', 'Em uso', ''].map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.data.components.map((row) => (
                  <Table.Tr key={row.name} aria-label={`Componente ${row.name}`}>
                    <Table.Td fw={600}>{row.name}</Table.Td>
                    <Table.Td>{feeLabel(row.default_fee)}</Table.Td>
                    <Table.Td>
                      {feeLabel(row.fee)}{' '}
                      {row.overridden && (
                        <Badge size="xs" variant="light">
                          da empresa
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {editable && row.overridden && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(row.name)}>
                          Remover
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remover mapeamento"
        confirmLabel="Remover"
        danger
        loading={unmap.isPending}
        onConfirm={() => removing && unmap.mutate({ name: removing }, { ...toast, onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      >
        {`O nome ${removing} volta a ser lido pelo dicionário padrão.`}
      </ConfirmDialog>
    </>
  );
}
