import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (cancel, in return). */
  danger?: boolean;
  loading?: boolean;
  /** Until what the action needs (a date, say) is filled. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec: confirmation is asked before manual status changes, cancel and bulk actions. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  loading,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm" component="div">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Voltar
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
