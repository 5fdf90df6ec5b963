import { importFreightTable } from '@despacho/api-client';
import { Alert, Button, FileInput, Group, List, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { PageTitle } from '../../../shared/ui/page-title';
import { FREIGHT_TABLES_KEY } from '../api/freight-tables-queries';
import { TableHeaderStep } from '../components/table-header-step';
import { firstUploadError, NEW_TABLE_HEADER, type TableHeaderValues } from '../components/table-header-values';

/** Three steps: header, file, validate and send (super admin only). */
export function FreightTableNewPage() {
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const form = useForm<TableHeaderValues>({ initialValues: NEW_TABLE_HEADER });
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (header: TableHeaderValues) =>
      (
        await importFreightTable({
          body: {
            file: file!,
            carrier: header.carrier!,
            region: header.region.trim(),
            cd: header.cd ?? undefined,
            cubage: header.cubage,
            tipo: header.tipo,
            applyIcms: header.applyIcms ? 'true' : 'false',
            readjustment: header.readjustment || '0',
          },
          throwOnError: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FREIGHT_TABLES_KEY }),
  });

  const send = () => {
    const problem = firstUploadError(form.values, file);
    setCheckError(problem);
    if (!problem) upload.mutate(form.values);
  };

  return (
    <>
      <PageTitle title="Nova tabela de frete" />
      <Stepper active={step} onStepClick={upload.isPending || upload.isSuccess ? undefined : setStep} maw={900}>
        <Stepper.Step label="Cabeçalho" description="Transportadora e origem">
          <TableHeaderStep form={form} />
        </Stepper.Step>
        <Stepper.Step label="Arquivo" description="CSV da tabela">
          <Stack maw={640}>
            <FileInput
              label="Arquivo da tabela (CSV, versão 3)"
              placeholder="Escolha o arquivo .csv"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={setFile}
            />
            <Text size="sm" c="dimmed">
              Uma linha por faixa de CEP de destino, separador “;”, números no formato brasileiro (1.080,65). Colunas:
              cep_inicial, cep_final, uf, prazo, faixas ate_Nkg e as taxas (GRIS, ADV, pedágio, TDE, TDC, coleta, ICMS).
            </Text>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Validar e enviar">
          <Stack maw={640}>
            {!upload.isSuccess && !upload.isError && (
              <>
                <Text>Confira e envie. A tabela é validada por inteiro: se houver um erro, nada é gravado.</Text>
                <List size="sm">
                  <List.Item>Arquivo: {file?.name ?? '—'}</List.Item>
                  <List.Item>Região de origem: {form.values.region || '—'}</List.Item>
                  <List.Item>Fator de cubagem: {form.values.cubage}</List.Item>
                  <List.Item>Aplicar ICMS: {form.values.applyIcms ? 'sim' : 'não'}</List.Item>
                </List>
                {checkError && (
                  <Alert color="red" role="alert">
                    {checkError}
                  </Alert>
                )}
                <Group>
                  <Button onClick={send} loading={upload.isPending}>
                    {upload.isPending ? 'ENVIANDO ...' : 'ENVIAR'}
                  </Button>
                </Group>
              </>
            )}
            {upload.isSuccess && (
              <Alert color="green" title="Tabela de frete cadastrada!">
                <Text mb="sm">
                  {upload.data.routes} faixas de CEP lidas. A tabela foi cadastrada inativa: vá para a lista de tabelas
                  para ativá-la.
                </Text>
                <Button component={Link} to="/settings/freight-tables">
                  IR PARA A LISTA
                </Button>
              </Alert>
            )}
            {upload.isError && (
              <Alert color="red" role="alert">
                <Title order={4}>Oops! Ocorreu um erro.</Title>
                <Text mt="xs">Encontramos o seguinte erro: {errorMessage(upload.error)}</Text>
                <Button mt="sm" variant="default" onClick={() => upload.reset()}>
                  TENTAR NOVAMENTE
                </Button>
              </Alert>
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
      {!upload.isSuccess && (
        <Group mt="xl">
          {step > 0 && (
            <Button variant="default" disabled={upload.isPending} onClick={() => setStep(step - 1)}>
              VOLTAR
            </Button>
          )}
          {step < 2 && <Button onClick={() => setStep(step + 1)}>PRÓXIMO</Button>}
        </Group>
      )}
    </>
  );
}
