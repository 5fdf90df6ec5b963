import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { downloadRunLabels, useLabelRun } from '../api/labels-queries';
import { LABEL_FORMAT_SHORT_NAMES } from '../label-texts';

interface LabelRunDialogProps {
  runId: string | null;
  /** The orders of the run, read again when it ends (labels, tracking numbers). */
  orderIds?: readonly string[];
  onClose: () => void;
}

/** A label run's progress bar, each refused order with its reason, and 'Baixar etiquetas' at the end. */
export function LabelRunDialog({ runId, orderIds = [], onClose }: LabelRunDialogProps) {
  const run = useLabelRun(runId, orderIds);
  const [downloading, setDownloading] = useState(false);
  const data = run.data;
  const finished = data?.state === 'done' || data?.state === 'failed';
  const handled = data ? data.done + data.failed : 0;
  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      await downloadRunLabels(data.id, data.format);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Modal opened={runId !== null} onClose={onClose} title="Gerar etiquetas" centered size="lg">
      {!data ? (
        <Text size="sm" c="dimmed">
          Iniciando…
        </Text>
      ) : (
        <>
          <Progress
            value={data.total === 0 ? 100 : (handled / data.total) * 100}
            animated={!finished}
            aria-label="Progresso das etiquetas"
          />
          <Text size="sm" mt="xs" aria-live="polite">
            {finished
              ? `Concluído: ${data.done} ${data.done === 1 ? 'pedido com etiqueta' : 'pedidos com etiqueta'}, ${data.failed} ${data.failed === 1 ? 'recusado' : 'recusados'}.`
              : `${handled} de ${data.total} pedidos…`}
          </Text>
          {data.failures.length > 0 && (
            <Alert color="red" variant="light" mt="md" title="Pedidos sem etiqueta">
              <ScrollArea.Autosize mah={240}>
                <List size="sm" spacing={4}>
                  {data.failures.map((failure, index) => (
                    <List.Item key={`${failure.order_id ?? 'run'}-${index}`}>
                      {failure.reference ? <b>{failure.reference}: </b> : null}
                      {failure.reason}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </Alert>
          )}
        </>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {finished ? 'Fechar' : 'Continuar em segundo plano'}
        </Button>
        {finished && data?.has_file && (
          <Button onClick={() => void download()} loading={downloading}>
            Baixar etiquetas ({LABEL_FORMAT_SHORT_NAMES[data.format]})
          </Button>
        )}
      </Group>
    </Modal>
  );
}
