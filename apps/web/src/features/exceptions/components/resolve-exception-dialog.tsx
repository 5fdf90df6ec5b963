import { MANUAL_RESOLUTIONS } from '@despacho/domain';
import type { ExceptionDto } from '@despacho/api-client';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useResolveException } from '../api/exceptions-queries';
import { kindLabel, resolutionLabel } from '../../../shared/exceptions/exception-labels';

type Resolution = (typeof MANUAL_RESOLUTIONS)[number];

/** Asks what was done (the suggested action preselected) and an optional note before closing it. */
export function ResolveExceptionDialog({ exception, onClose }: { exception: ExceptionDto; onClose: () => void }) {
  const [resolution, setResolution] = useState<Resolution>(exception.action);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveException();
  // mutateAsync: the list refreshed after the command may no longer hold this row, which unmounts the
  // dialog before a mutate() callback would run; the promise is kept either way.
  const confirm = async () => {
    try {
      await resolve.mutateAsync({ id: exception.id, resolution, note: note.trim() || null });
      notifications.show({ color: 'green', message: 'Exceção resolvida com sucesso' });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <ConfirmDialog
      opened
      title="Resolver exceção"
      confirmLabel="Resolver"
      loading={resolve.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          {kindLabel(exception.kind)} do pedido {exception.order.reference}. Ela sai da lista de abertas e o tempo até a
          resolução fica registrado.
        </Text>
        <Select
          label="O que foi feito"
          allowDeselect={false}
          value={resolution}
          onChange={(value) => value && setResolution(value as Resolution)}
          data={MANUAL_RESOLUTIONS.map((value) => ({ value, label: resolutionLabel(value) }))}
        />
        <Textarea
          label="Observação"
          placeholder="Opcional"
          maxLength={1000}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
