import type { OnboardingStepDto } from '@despacho/api-client';
import { formatDate } from '@despacho/domain';
import { Button, Divider, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useMarkStep } from '../../../shared/onboarding/onboarding-step-queries';
import { FreightTableForm } from '../../../shared/onboarding/freight-table-form';
import { STEP_GUIDES } from './step-guides';
import { TrainingMaterial } from './training-material';

/** One step's dialog: what to do and where, then 'Marcar como concluído' or 'Pular'. */
export function StepDialog({ step, onClose }: { step: OnboardingStepDto | null; onClose: () => void }) {
  const mark = useMarkStep();
  if (!step) return null;
  const guide = STEP_GUIDES[step.step];

  const press = async (complete: boolean) => {
    try {
      const { message } = await mark.mutateAsync({ step: step.step, complete });
      notifications.show({ color: 'green', message });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };

  return (
    <Modal opened onClose={onClose} title={`${step.step}. ${step.title}`} size="lg">
      <Stack>
        <Text>{guide.text}</Text>
        {guide.link && (
          <Button component={Link} to={guide.link.to} variant="light" onClick={onClose}>
            {guide.link.label}
          </Button>
        )}
        {step.step === 5 && <TrainingMaterial items={step.data} />}
        {step.step === 4 && (
          <>
            {step.data.length > 0 && (
              <List size="sm">
                {step.data.map((item) => (
                  <List.Item key={`${item.date}-${item.title}`}>
                    {item.date && `${formatDate(item.date)} · `}
                    {item.title}
                    {item.description && ` (${item.description})`}
                  </List.Item>
                ))}
              </List>
            )}
            <Divider label="Enviar a tabela de uma transportadora" />
            <FreightTableForm onDone={onClose} />
          </>
        )}
        <Group justify="flex-end">
          {!step.complete && (
            <Button variant="subtle" color="gray" loading={mark.isPending} onClick={() => void press(false)}>
              Pular
            </Button>
          )}
          {!step.complete && (
            <Button loading={mark.isPending} onClick={() => void press(true)}>
              Marcar como concluído
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
