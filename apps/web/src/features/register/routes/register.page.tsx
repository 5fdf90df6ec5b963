import type { CepAddressDto } from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { Alert, Anchor, Button, Container, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useCnpjCard } from '../api/use-cnpj-card';
import { useRegisterCompany } from '../api/use-register-company';
import { AddressStep } from '../components/address-step';
import { ChannelsStep } from '../components/channels-step';
import { CompanyStep } from '../components/company-step';
import { EstimatesStep } from '../components/estimates-step';
import {
  fromCnpjCard,
  gatedFields,
  NEW_SIGN_UP,
  payloadOf,
  type RegisterValues,
  STEP_LABELS,
  VALIDATE,
} from '../components/register-values';
import { TermsStep } from '../components/terms-step';
import { UsersStep } from '../components/users-step';

const LAST = STEP_LABELS.length - 1;

/** The company sign-up wizard (public-account.md §2.7, §4): six steps, each gated by its required fields. */
export function RegisterPage() {
  const [step, setStep] = useState(0);
  const [gateFailed, setGateFailed] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const register = useRegisterCompany();
  const form = useForm<RegisterValues>({ initialValues: NEW_SIGN_UP, validate: VALIDATE });
  /** The CEP a CNPJ card filled: its look-up keeps the card's number and complement. */
  const cardZip = useRef<string | null>(null);

  const cnpj = useCnpjCard(form.values.company.federal_tax_id, (card) => {
    cardZip.current = card.cep || null;
    form.setValues(fromCnpjCard(card, form.getValues()));
  });

  const fillFromCep = (found: CepAddressDto) => {
    const address = form.getValues().address;
    const keep = cardZip.current === onlyDigits(found.zip);
    cardZip.current = null;
    form.setFieldValue('address', {
      ...address,
      street1: found.street1 || address.street1,
      neighborhood: found.neighborhood || address.neighborhood,
      city: found.city || address.city,
      state: found.state,
      number: keep ? address.number : '',
      street2: keep ? address.street2 : '',
    });
  };

  const advance = () => {
    const failed = gatedFields(step, form.getValues()).filter((path) => form.validateField(path).hasError);
    setGateFailed(failed.length > 0);
    if (failed.length === 0) setStep(step + 1);
  };

  const onCaptcha = useCallback((answer: string | null) => {
    setCaptcha(answer);
    if (answer) setCaptchaMissing(false);
  }, []);

  const submit = () => {
    if (!captcha) return setCaptchaMissing(true);
    register.mutate(payloadOf(form.getValues(), captcha));
  };

  if (register.isSuccess) {
    return (
      <Shell>
        <Alert color="green" variant="light" role="status" title="Tudo certo!">
          {register.data.message}
        </Alert>
        <Text mt="md" size="sm">
          Confira a caixa de entrada dos usuários cadastrados para confirmar o e-mail e definir a senha.{' '}
          <Anchor component={Link} to="/login">
            Ir para o login
          </Anchor>
        </Text>
      </Shell>
    );
  }

  return (
    <Shell>
      {gateFailed && (
        <Alert color="yellow" variant="light" role="alert" mb="md">
          Preencha os campos obrigatórios
        </Alert>
      )}
      {register.isError && (
        <Alert color="red" variant="light" role="alert" title="Erro!" mb="md">
          {errorMessage(register.error)}
        </Alert>
      )}
      <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm" mb="lg">
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {step === 0 && <CompanyStep form={form} looking={cnpj.loading} notice={cnpj.notice} />}
      {step === 1 && <UsersStep form={form} />}
      {step === 2 && <AddressStep form={form} fill={fillFromCep} />}
      {step === 3 && <EstimatesStep form={form} />}
      {step === 4 && <ChannelsStep form={form} />}
      {step === LAST && <TermsStep form={form} onCaptcha={onCaptcha} />}
      {captchaMissing && step === LAST && (
        <Text c="red" size="sm" mt="xs">
          Insira a resposta do recaptcha
        </Text>
      )}
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || register.isPending}>
          VOLTAR
        </Button>
        {step < LAST ? (
          <Button color="ink.9" onClick={advance}>
            AVANÇAR
          </Button>
        ) : (
          <Button
            color="ink.9"
            onClick={submit}
            loading={register.isPending}
            disabled={!form.values.terms || register.isPending}
          >
            CONCLUIR
          </Button>
        )}
      </Group>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Title order={1} c="ink.9">
        Despacho
      </Title>
      <Text c="dimmed" mb="lg">
        Cadastre sua empresa
      </Text>
      <Paper withBorder p="xl" radius="md">
        {children}
      </Paper>
      <Text size="sm" mt="md" ta="center">
        Já tem conta?{' '}
        <Anchor component={Link} to="/login">
          Entrar
        </Anchor>
      </Text>
    </Container>
  );
}
