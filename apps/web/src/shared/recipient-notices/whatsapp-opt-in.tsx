import { giveWhatsAppOptIn, whatsAppOptInOptions, whatsAppOptInQueryKey } from '@despacho/api-client';
import { Alert, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { errorMessage } from '../api';
import { lazyPage } from '../ui/lazy-page';
import { MASKS } from '../ui/masks';

// The phone input (imask, 17 KB gzipped) loads once the recipient ticks the box: the public tracking page stays small.
const MaskedInput = lazyPage(() => import('../ui/masked-input'), 'MaskedInput');

/**
 * On the public tracking page, when the shop sends WhatsApp notices: the recipient's own opt-in
 * (the checkbox's text is the server's, stored with the opt-in as shown), and the way out.
 */
export function WhatsAppOptIn({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const state = useQuery({ ...whatsAppOptInOptions({ path: { code } }), retry: false });
  const [accepted, setAccepted] = useState(false);
  const [phone, setPhone] = useState('');
  const give = useMutation({
    mutationFn: async (body: { phone: string; accepted: boolean }) =>
      (await giveWhatsAppOptIn({ path: { code }, body, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsAppOptInQueryKey({ path: { code } }) }),
  });
  if (!state.data?.enabled) return null;
  if (state.data.opted_in)
    return (
      <Card withBorder padding="md" mt="md">
        <Group justify="space-between">
          <Text size="sm">{give.data?.message ?? 'Você receberá os avisos desta entrega pelo WhatsApp.'}</Text>
          <Button variant="subtle" size="xs" onClick={() => give.mutate({ phone: '', accepted: false })}>
            Não quero mais receber
          </Button>
        </Group>
      </Card>
    );
  return (
    <Card withBorder padding="md" mt="md">
      <Stack gap="sm">
        <Checkbox
          label={state.data.text}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        {accepted && (
          <Group align="flex-end">
            <Suspense fallback={null}>
              <MaskedInput label="Celular com DDD" mask={MASKS.phone} value={phone} onChange={setPhone} />
            </Suspense>
            <Button loading={give.isPending} onClick={() => give.mutate({ phone, accepted: true })}>
              QUERO RECEBER
            </Button>
          </Group>
        )}
        {give.isError && (
          <Alert color="red" role="alert">
            {errorMessage(give.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
