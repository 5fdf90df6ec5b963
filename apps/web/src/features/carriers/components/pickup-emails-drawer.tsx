import { Button, Drawer, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useCarrierEmails } from '../api/carriers-queries';
import { useCarrierCommand } from '../api/use-carrier-command';
import { pickupEmailsError, pickupEmailsOf } from './pickup-email-list';

export interface EmailsCarrier {
  id: string;
  name: string;
}

interface Props {
  carrier: EmailsCarrier | null;
  onClose: () => void;
}

/** Side panel with the company's pickup-request e-mails for one carrier (spec: carriers list). */
export function PickupEmailsDrawer({ carrier, onClose }: Props) {
  return (
    <Drawer opened={carrier !== null} onClose={onClose} position="right" title="E-mails de coleta">
      {carrier && <PickupEmailsPanel key={carrier.id} carrier={carrier} onSaved={onClose} />}
    </Drawer>
  );
}

function PickupEmailsPanel({ carrier, onSaved }: { carrier: EmailsCarrier; onSaved: () => void }) {
  const emails = useCarrierEmails(carrier.id);
  return (
    <Stack>
      <Text fw={600}>{carrier.name}</Text>
      {emails.isError && <ErrorAlert error={emails.error} />}
      {/* The form starts from a list fetched now, never from an older cached one; later refetches leave it alone. */}
      {!emails.isError && !emails.isFetchedAfterMount && <Skeleton h={120} aria-label="Carregando e-mails" />}
      {emails.data && emails.isFetchedAfterMount && (
        <PickupEmailsForm carrierId={carrier.id} initial={emails.data.emails.join(', ')} onSaved={onSaved} />
      )}
    </Stack>
  );
}

function PickupEmailsForm({
  carrierId,
  initial,
  onSaved,
}: {
  carrierId: string;
  initial: string;
  onSaved: () => void;
}) {
  const command = useCarrierCommand();
  const form = useForm({ initialValues: { emails: initial }, validate: { emails: pickupEmailsError } });
  const save = ({ emails }: { emails: string }) =>
    command.mutate(
      { action: 'AddCarrierEmail', payload: { carrier_id: carrierId, emails: pickupEmailsOf(emails) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'E-mails de coleta salvos com sucesso' });
          onSaved();
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        {command.isError && <ErrorAlert error={command.error} />}
        <Textarea
          label="E-mails para solicitação de coleta"
          description="Separe os e-mails por vírgula. Em branco, nenhum e-mail de coleta é enviado."
          placeholder="coleta@transportadora.com.br, sac@transportadora.com.br"
          rows={4}
          {...form.getInputProps('emails')}
        />
        <Group>
          <Button type="submit" loading={command.isPending}>
            SALVAR
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
