import type { ProductImportDto } from '@despacho/api-client';
import { Alert, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { useProductImport } from '../api/use-product-import';

const COLUMNS =
  'sku; titulo; preco; cd (código do CD); prazo_expedicao; largura_cm; altura_cm; comprimento_cm; peso_kg; quantidade; volumes_extras';
const FAILURE = 'Ocorreu um erro ao tentar processar o CSV, tente novamente.';

function Running({ result }: { result: ProductImportDto | undefined }) {
  const total = result?.total ?? 0;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {total ? `Processando ${result?.processed ?? 0} de ${total} linhas…` : 'Enviando e lendo o arquivo…'}
      </Text>
      <Progress
        value={total ? (100 * (result?.processed ?? 0)) / total : 100}
        animated
        aria-label="Progresso da importação"
      />
    </Stack>
  );
}

function Finished({ result }: { result: ProductImportDto }) {
  const hidden = result.failed - result.errors.length;
  const imported = result.created + result.updated > 0;
  return (
    <Stack gap="xs">
      {imported ? (
        <Alert color="green" role="status">
          Produtos importados com sucesso.
          <Text size="sm" mt={4}>
            {result.created} cadastrados, {result.updated} atualizados
            {result.failed ? `, ${result.failed} linhas recusadas` : ''}.
          </Text>
        </Alert>
      ) : (
        // Every row was refused: nothing to celebrate.
        <Alert color="red" role="alert">
          {FAILURE} Nenhuma linha foi importada.
        </Alert>
      )}
      {result.errors.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Linhas recusadas
          </Text>
          <ScrollArea.Autosize mah={220}>
            <List size="sm" spacing={4}>
              {result.errors.map((error) => (
                <List.Item key={error.row}>
                  Linha {error.row}: {error.message}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
          {hidden > 0 && (
            <Text size="sm" c="dimmed">
              E mais {hidden} linhas recusadas.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/** Spec: upload → CreateProductsFromCSV → progress while polling → result message and refused rows. */
export function ProductImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const job = useProductImport();
  const failure = job.error
    ? errorMessage(job.error)
    : job.result?.status === 'failed'
      ? (job.result.message ?? '')
      : null;
  const finished = job.result?.status === 'done' ? job.result : null;
  const running = !failure && !finished && (job.starting || job.started);
  const idle = !running && !failure && !finished;

  const close = () => {
    setFile(null);
    job.reset();
    onClose();
  };
  const again = () => {
    setFile(null);
    job.reset();
  };

  return (
    <Modal opened={opened} onClose={close} title="Importar produtos por CSV" size="lg" closeOnClickOutside={!running}>
      <Stack>
        {idle && (
          <>
            <Text size="sm" c="dimmed">
              Uma linha por produto, separador “;”, medidas em cm e números no formato brasileiro (1.299,90). Colunas:{' '}
              {COLUMNS}. Um SKU já cadastrado é atualizado.
            </Text>
            <FileInput
              label="Arquivo CSV"
              placeholder="Escolha o arquivo .csv"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={setFile}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button disabled={!file} onClick={() => file && job.start(file)}>
                IMPORTAR
              </Button>
            </Group>
          </>
        )}
        {running && <Running result={job.result} />}
        {failure !== null && (
          <Alert color="red" role="alert">
            {FAILURE} {failure}
          </Alert>
        )}
        {finished && <Finished result={finished} />}
        {(failure !== null || finished) && (
          <Group justify="flex-end">
            <Button variant="default" onClick={again}>
              IMPORTAR OUTRO ARQUIVO
            </Button>
            <Button onClick={close}>FECHAR</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
