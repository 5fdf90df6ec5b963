import { allowContactNuvemshop, preSignupNuvemshop } from '@despacho/api-client';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { encodeRedirect } from '../../../shared/redirect';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';

/** public-account.md §9: the Nuvemshop offer is 15% off the monthly fee. */
export const OFFER = 'Lojistas Nuvemshop têm 15% de desconto na mensalidade da Despacho.';

/**
 * /connect/nuvemshop without a session (public-account.md §2.14). From Nuvemshop's app store the
 * merchant arrives with a code and no state: the code is exchanged at once for a store token, then
 * 'Você já tem uma conta?' — SIM goes to /login?sid=…, AINDA NÃO shows the 15% offer and a contact
 * request. Any other visit (our own OAuth callback, or no code) goes to login and comes back.
 */
export function NuvemshopLandingPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const code = params.get('code');
  const fromAppStore = !!code && !params.get('state');
  const preSignup = useMutation({
    mutationFn: async (value: string) =>
      (await preSignupNuvemshop({ path: { code: value }, throwOnError: true })).data.store_token,
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!fromAppStore || sent.current) return;
    sent.current = true; // the code is single use, even under StrictMode's double effects
    preSignup.mutate(code);
  }, [code, fromAppStore, preSignup]);
  const [answer, setAnswer] = useState<'new' | null>(null);

  if (!fromAppStore)
    return (
      <Navigate
        to={`/login?redirect=${encodeURIComponent(encodeRedirect(location.pathname + location.search))}`}
        replace
      />
    );
  const storeToken = preSignup.data;
  return (
    <Stack align="center" p="xl">
      <PageTitle title="Despacho para Nuvemshop" />
      <Card withBorder padding="xl" w="100%" maw={560}>
        {preSignup.isPending && (
          <Stack align="center">
            <Loader />
            <Text>Preparando sua loja…</Text>
          </Stack>
        )}
        {preSignup.isError && <ErrorAlert error={preSignup.error} />}
        {storeToken && answer === null && (
          <Stack align="center">
            <Title order={3}>Você já tem uma conta?</Title>
            <Group>
              <Button component="a" href={`/login?sid=${encodeURIComponent(storeToken)}`}>
                SIM
              </Button>
              <Button variant="default" onClick={() => setAnswer('new')}>
                AINDA NÃO
              </Button>
            </Group>
          </Stack>
        )}
        {storeToken && answer === 'new' && <ContactRequest storeToken={storeToken} />}
      </Card>
    </Stack>
  );
}

function ContactRequest({ storeToken }: { storeToken: string }) {
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const contact = useMutation({
    mutationFn: async () =>
      (await allowContactNuvemshop({ query: { token: storeToken }, body: form, throwOnError: true })).data,
  });
  if (contact.isSuccess)
    return (
      <Alert color="green" variant="light">
        {contact.data.message}
      </Alert>
    );
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        contact.mutate();
      }}
    >
      <Title order={3}>{OFFER}</Title>
      <Text>Deixe seu contato: nossa equipe liga para configurar a Despacho com você.</Text>
      <TextInput
        label="Nome"
        required
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
      />
      <TextInput
        label="E-mail"
        type="email"
        required
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
      />
      <TextInput
        label="Telefone com DDD"
        required
        value={form.phone}
        onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
      />
      {contact.isError && <ErrorAlert error={contact.error} />}
      <Button type="submit" loading={contact.isPending} w="fit-content">
        QUERO SER CONTATADO
      </Button>
    </Stack>
  );
}
