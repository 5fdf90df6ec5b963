import type { CarrierRegistrationDto } from '@despacho/api-client';
import { Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePendingCarrierRegistrations, useReviewCarrierRegistration } from '../api/carrier-registrations-queries';
import { CarrierRegistrationCard } from '../components/carrier-registration-card';

type Decision = { kind: 'approve' | 'refuse'; registration: CarrierRegistrationDto } | null;

/** Super admins: carriers that registered themselves, waiting for approval (the carrier joins the shared catalog). */
export function CarrierRegistrationsPage() {
  const pending = usePendingCarrierRegistrations();
  const { approve, refuse } = useReviewCarrierRegistration();
  const [decision, setDecision] = useState<Decision>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setDecision(null);
    setReason('');
  };
  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  const confirm = () => {
    if (!decision) return;
    const id = decision.registration.id;
    if (decision.kind === 'approve') {
      approve.mutate(id, {
        onSuccess: () => (close(), notifications.show({ color: 'green', message: 'Transportadora aprovada.' })),
        onError: failed,
      });
    } else {
      refuse.mutate(
        { id, reason },
        {
          onSuccess: () => (close(), notifications.show({ color: 'green', message: 'Cadastro recusado.' })),
          onError: failed,
        },
      );
    }
  };

  return (
    <>
      <PageTitle title="Cadastros de transportadoras" />
      {pending.isError && <ErrorAlert error={pending.error} />}
      {pending.isPending && <Skeleton h={120} aria-label="Carregando cadastros" />}
      {pending.data?.total === 0 && <Text c="dimmed">Nenhum cadastro de transportadora aguardando aprovação.</Text>}
      <Stack>
        {pending.data?.data.map((registration) => (
          <CarrierRegistrationCard
            key={registration.id}
            registration={registration}
            onApprove={() => setDecision({ kind: 'approve', registration })}
            onRefuse={() => setDecision({ kind: 'refuse', registration })}
          />
        ))}
      </Stack>
      <ConfirmDialog
        opened={decision !== null}
        title={decision?.kind === 'approve' ? 'Aprovar transportadora' : 'Recusar cadastro'}
        confirmLabel={decision?.kind === 'approve' ? 'APROVAR' : 'RECUSAR'}
        danger={decision?.kind === 'refuse'}
        loading={approve.isPending || refuse.isPending}
        confirmDisabled={decision?.kind === 'refuse' && !reason.trim()}
        onConfirm={confirm}
        onClose={close}
      >
        {decision?.kind === 'approve' ? (
          <>A transportadora {decision.registration.name} ficará disponível para todas as empresas.</>
        ) : (
          <Textarea
            label="Motivo da recusa"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
