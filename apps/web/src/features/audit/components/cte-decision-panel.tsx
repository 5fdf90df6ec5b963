import type { CteDetailDto } from '@despacho/api-client';
import { formatBRL, formatDateTime } from '@despacho/domain';
import { Badge, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCteDecision } from '../api/audit-queries';
import { DECISION_LABELS, DISPUTE_LABELS } from './cte-status-labels';

const HISTORY_LABELS: Record<string, string> = {
  aprovado_automaticamente: 'Aprovado automaticamente (dentro da tolerância)',
  aprovado: 'Aprovado manualmente',
  contestacao_aberta: 'Contestação aberta',
  contestacao_aceita: 'Contestação aceita pela transportadora',
  contestacao_recusada: 'Contestação recusada pela transportadora',
};

type Dialog = 'approve' | 'dispute' | 'aceita' | 'recusada' | null;

const DIALOGS: Record<Exclude<Dialog, null>, { title: string; confirm: string }> = {
  approve: { title: 'Aprovar CT-e', confirm: 'Aprovar' },
  dispute: { title: 'Contestar CT-e', confirm: 'Confirmar' },
  aceita: { title: 'Contestação aceita', confirm: 'Registrar' },
  recusada: { title: 'Contestação recusada', confirm: 'Registrar' },
};

const toastError = (error: unknown) =>
  notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });

/**
 * The CT-e's decision on the comparison: its state, 'Aprovar' and 'Contestar' (the fees charged above
 * the quote, e-mailed to the carrier), the carrier's answer to an open dispute, and the history.
 */
export function CteDecisionPanel({ cte }: { cte: CteDetailDto }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');
  const approve = useCteDecision('ApproveCte', cte.id);
  const dispute = useCteDecision('OpenCteDispute', cte.id);
  const resolve = useCteDecision('ResolveCteDispute', cte.id);
  if (cte.decision === null) return null;

  const claimed = cte.comparison.fees.filter((fee) => fee.difference > 0);
  const open = cte.dispute_status === 'aberta';
  const settled = cte.decision === 'automatic' || cte.decision === 'approved';
  const close = () => {
    setDialog(null);
    setNote('');
  };
  const done = {
    onSuccess: (result: { message: string }) => {
      notifications.show({ color: 'green', message: result.message });
      close();
    },
    onError: toastError,
  };
  const confirm = () => {
    const payload = { cte_id: cte.id, note: note || null };
    if (dialog === 'approve') approve.mutate(payload, done);
    else if (dialog === 'dispute') dispute.mutate(payload, done);
    else if (dialog !== null) resolve.mutate({ ...payload, status: dialog }, done);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>Decisão</Text>
          <Badge color={settled ? 'green' : cte.decision === 'pending' ? 'yellow' : 'red'} variant="light">
            {DECISION_LABELS[cte.decision]}
          </Badge>
          {cte.dispute_status && (
            <Badge color={cte.dispute_status === 'aceita' ? 'green' : 'gray'} variant="outline">
              Contestação {DISPUTE_LABELS[cte.dispute_status]}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {!settled && !open && (
            <Button size="xs" variant="default" onClick={() => setDialog('approve')}>
              Aprovar
            </Button>
          )}
          {cte.decision === 'pending' && (
            <Button size="xs" color="red" onClick={() => setDialog('dispute')}>
              Contestar
            </Button>
          )}
          {open && (
            <>
              <Button size="xs" color="green" variant="light" onClick={() => setDialog('aceita')}>
                Aceita pela transportadora
              </Button>
              <Button size="xs" variant="default" onClick={() => setDialog('recusada')}>
                Recusada pela transportadora
              </Button>
            </>
          )}
        </Group>
      </Group>
      {cte.dispute && (
        <Text size="sm">
          Contestado {formatBRL(cte.dispute.amount)} ({cte.dispute.fees.map((fee) => fee.label).join(', ')}), enviado
          para {cte.dispute.emails.join(', ')}.
        </Text>
      )}
      {cte.history.length > 0 && (
        <List size="sm" spacing={2} aria-label="Histórico do CT-e">
          {cte.history.map((entry) => (
            <List.Item key={`${entry.action}-${entry.at}`}>
              {formatDateTime(entry.at)} · {HISTORY_LABELS[entry.action] ?? entry.action}
              {entry.by ? ` por ${entry.by}` : ''}
              {entry.note ? `: ${entry.note}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <ConfirmDialog
        opened={dialog !== null}
        title={dialog ? DIALOGS[dialog].title : ''}
        confirmLabel={dialog ? DIALOGS[dialog].confirm : ''}
        danger={dialog === 'dispute'}
        loading={approve.isPending || dispute.isPending || resolve.isPending}
        confirmDisabled={dialog === 'dispute' && claimed.length === 0}
        onConfirm={confirm}
        onClose={close}
      >
        {dialog === 'dispute' && (
          <>
            {claimed.length === 0 ? (
              'Nenhuma taxa foi cobrada acima da cotação: não há o que contestar.'
            ) : (
              <>
                A contestação será enviada por e-mail para a transportadora com as taxas cobradas acima da cotação:
                <List size="sm" my="xs">
                  {claimed.map((fee) => (
                    <List.Item key={fee.fee}>
                      {fee.label}: cotado {formatBRL(fee.quote_value)}, cobrado {formatBRL(fee.cte_value)} (+
                      {formatBRL(fee.difference)})
                    </List.Item>
                  ))}
                </List>
                Total contestado: {formatBRL(claimed.reduce((sum, fee) => sum + fee.difference, 0))}
              </>
            )}
          </>
        )}
        {dialog === 'approve' && 'O CT-e será aprovado para pagamento com o valor cobrado.'}
        {(dialog === 'aceita' || dialog === 'recusada') &&
          `Registrar que a transportadora ${dialog === 'aceita' ? 'aceitou' : 'recusou'} a contestação.`}
        <Textarea
          mt="sm"
          label="Observação"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}
