import { trackCompanyOrder } from '@despacho/api-client';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useTrackingBranding } from '../api/use-tracking-branding';
import { PublicShell } from '../components/public-shell';
import { Captcha } from '../../../shared/captcha/captcha';
import { TrackingResult } from '../components/tracking-result';

/**
 * /company-tracking/{company}?ref=: an order by the store's own number. Store numbers are easy to
 * guess, so a look-up takes a solved captcha, and only the recipient's CPF or CNPJ opens the address
 * and the occurrences; without it the answer is the status and the city/state (docs/tracking.md).
 */
export function CompanyTrackingPage() {
  const { company } = useParams();
  const ref = useSearchParams()[0].get('ref') ?? '';
  const [captcha, setCaptcha] = useState<string | null>(null);
  /** An answer opens one look-up: each attempt draws a fresh captcha. */
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [recipientTaxId, setRecipientTaxId] = useState('');
  const onSolved = useCallback((payload: string | null) => {
    setCaptcha(payload);
    if (payload) setError(null);
  }, []);
  const lookup = useMutation({
    mutationFn: async (recaptcha: string) =>
      (
        await trackCompanyOrder({
          path: { company: company! },
          query: { ref },
          body: { recaptcha, federal_tax_id: recipientTaxId.trim() || undefined },
          throwOnError: true,
        })
      ).data,
    onError: (failure) => setError(errorMessage(failure)),
    onSettled: () => {
      setCaptcha(null);
      setAttempt((n) => n + 1);
    },
  });
  const routeBranding = useTrackingBranding(lookup.data ? undefined : company).data;

  if (lookup.data) {
    return (
      <PublicShell branding={lookup.data.company}>
        <TrackingResult order={lookup.data} />
        {lookup.data.limited && (
          <Button mt="md" variant="default" onClick={() => lookup.reset()}>
            NOVA BUSCA
          </Button>
        )}
      </PublicShell>
    );
  }
  return (
    <PublicShell branding={routeBranding}>
      <Card withBorder padding="lg" maw={520}>
        <Stack>
          <Title order={3}>Rastrear pedido</Title>
          <Text>Pedido #{ref}</Text>
          <TextInput
            label="CPF ou CNPJ do destinatário"
            description="Opcional: sem ele, só o status e a cidade de destino"
            value={recipientTaxId}
            onChange={(event) => setRecipientTaxId(event.currentTarget.value)}
            maxLength={255}
          />
          <Captcha key={attempt} onSolved={onSolved} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button
            onClick={() => (captcha ? lookup.mutate(captcha) : setError('Insira a resposta do recaptcha'))}
            loading={lookup.isPending}
          >
            RASTREAR
          </Button>
        </Stack>
      </Card>
    </PublicShell>
  );
}
