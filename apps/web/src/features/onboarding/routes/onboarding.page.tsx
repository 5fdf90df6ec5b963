import type { OnboardingStepDto } from '@despacho/api-client';
import { Alert, Button, Group, Loader, Stepper, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDismissOnboarding, useOnboarding } from '../api/onboarding-queries';
import { StepDialog } from '../components/step-dialog';

/** The freight tables step: skipping it leaves the company unable to quote. */
const FREIGHT_TABLE_STEP = 4;

const statusOf = (step: OnboardingStepDto) => (step.complete ? 'Concluído' : step.skipped ? 'Pulado' : 'Pendente');

/** A step's own status, whatever its place: steps tick out of order, so the stepper's order cannot tell. */
function StepIcon({ step }: { step: OnboardingStepDto }) {
  if (!step.complete && !step.skipped) return step.step;
  return (
    <ThemeIcon color={step.complete ? 'green' : 'gray'} radius="xl" size={42}>
      {step.complete ? '✓' : '–'}
    </ThemeIcon>
  );
}

/**
 * /onboarding (public-account.md §2.9): the 8 steps in a vertical stepper; a step opens its dialog.
 * Steps tick by themselves as the company works (the list refreshes), or by the dialog's buttons.
 */
export function OnboardingPage() {
  const onboarding = useOnboarding();
  const dismiss = useDismissOnboarding();
  const [open, setOpen] = useState<number | null>(null);
  if (onboarding.isPending) return <Loader aria-label="Carregando" />;
  if (onboarding.isError) return <ErrorAlert error={onboarding.error} />;
  const { steps, is_complete, actual_step, dismissed } = onboarding.data;
  const skipped = steps.filter((step) => step.skipped && !step.complete);

  const later = async () => {
    try {
      notifications.show({ message: (await dismiss.mutateAsync()).message });
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };

  return (
    <>
      <PageTitle
        title="Primeiros passos"
        actions={
          !is_complete &&
          !dismissed && (
            <Button variant="default" loading={dismiss.isPending} onClick={() => void later()}>
              Concluir depois
            </Button>
          )
        }
      />
      {is_complete && skipped.length > 0 && (
        <Alert color="yellow" variant="light" title="Você passou por todos os passos, mas pulou alguns." mb="lg">
          <Text size="sm" mb="xs">
            Um passo pulado não foi feito: conclua-os para cotar e despachar
            {skipped.some((step) => step.step === FREIGHT_TABLE_STEP) &&
              ' (sem tabela de frete ativa, nenhuma transportadora pode ser cotada)'}
            .
          </Text>
          <Group gap="xs">
            {skipped.map((step) => (
              <Button key={step.step} size="xs" variant="default" onClick={() => setOpen(step.step)}>
                {`${step.step}. ${step.title}`}
              </Button>
            ))}
          </Group>
        </Alert>
      )}
      {is_complete && skipped.length === 0 && (
        <Alert color="green" variant="light" title="Parabéns! Você concluiu o onboarding." mb="lg">
          <Group justify="space-between">
            <Text>Sua conta está pronta para cotar, despachar e acompanhar os pedidos.</Text>
            <Button component={Link} to="/dashboard">
              Ir para o painel
            </Button>
          </Group>
        </Alert>
      )}
      <Stepper
        orientation="vertical"
        active={actual_step ? actual_step - 1 : steps.length}
        onStepClick={(index) => setOpen(index + 1)}
        allowNextStepsSelect
      >
        {steps.map((step) => (
          <Stepper.Step
            key={step.step}
            label={`${step.step}. ${step.title}`}
            description={statusOf(step)}
            icon={<StepIcon step={step} />}
            aria-label={`${step.step}. ${step.title}: ${statusOf(step)}`}
            data-status={statusOf(step)}
          />
        ))}
      </Stepper>
      <StepDialog step={steps.find((step) => step.step === open) ?? null} onClose={() => setOpen(null)} />
    </>
  );
}
