import { Alert, Button, Group, Menu, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { roleOfMe, useMe } from '../../../../shared/use-me';
import { type BulkAction, bulkActionsFor } from './bulk-actions';
import { BulkResultDialog } from './bulk-result-dialog';
import { useBulkAction } from './use-bulk-action';
import { BRAZILIAN_DATE_INPUT } from '../../../../shared/ui/brazilian-date-input';

/** Shown above the list; the status actions appear only when more than one order is selected (spec §2). */
export function BulkActionsBar({ references, onDone }: { references: string[]; onDone: () => void }) {
  const me = useMe();
  const bulk = useBulkAction(onDone);
  const [chosen, setChosen] = useState<BulkAction | null>(null);
  const [deliveryDate, setDeliveryDate] = useState<string | null>(null);
  if (!me.data || references.length < 2)
    return <BulkResultDialog lines={bulk.resultLines} onClose={bulk.closeResult} />;
  const actions = bulkActionsFor(roleOfMe(me.data));
  const needsDate = chosen?.id === 'deliveryDate';

  const confirm = async () => {
    if (!chosen) return;
    await bulk.run(chosen, references, deliveryDate ?? undefined);
    setChosen(null);
  };

  return (
    <>
      <Group mb="sm">
        <Text size="sm">{references.length} pedidos selecionados</Text>
        <Menu>
          <Menu.Target>
            <Button size="xs" variant="light">
              Ações em massa
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item key={action.id} color={action.danger ? 'red' : undefined} onClick={() => setChosen(action)}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ConfirmDialog
        opened={chosen !== null}
        title={chosen?.label ?? ''}
        confirmLabel="Confirmar"
        danger={chosen?.danger}
        loading={bulk.running}
        confirmDisabled={needsDate && !deliveryDate}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      >
        <Text size="sm" mb="sm">
          {chosen?.label} em {references.length} pedidos: {references.join(', ')}.
        </Text>
        {needsDate && (
          <DateInput
            label="Nova data de entrega"
            {...BRAZILIAN_DATE_INPUT}
            value={deliveryDate}
            onChange={setDeliveryDate}
            mb="sm"
          />
        )}
        <Alert color="yellow" variant="light">
          Nenhum e-mail de notificação será enviado.
        </Alert>
      </ConfirmDialog>
      <BulkResultDialog lines={bulk.resultLines} onClose={bulk.closeResult} />
    </>
  );
}
