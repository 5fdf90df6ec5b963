import { type OcorenImportResultDto, type OcorenLinkInfoDto, sendOcorenMutation } from '@despacho/api-client';
import { Alert, Button, Card, Container, FileInput, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';

/**
 * /carrier/notfis/{token} with an OCOREN link: the carrier sends its occurrence files, no login (the
 * token is the credential), and reads what became of each line.
 */
export function CarrierOcorenPage({ token, link }: { token: string; link: OcorenLinkInfoDto }) {
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation(sendOcorenMutation());
  const result: OcorenImportResultDto | undefined = send.data;

  return (
    <Container size="md" py="xl">
      <Text fw={800} c="yellow.7" size="xl" mb="md">
        Despacho
      </Text>
      <Title order={2} mb="xs">
        Olá, {link.carrier_name}
      </Title>
      <Text mb="lg">Envie os arquivos OCOREN (PROCEDA 3.0 ou 3.1) das notas de {link.company_name}.</Text>
      <Card withBorder padding="lg" mb="lg">
        <Stack>
          <FileInput
            label="Arquivo OCOREN"
            placeholder="Escolha o arquivo .txt (ou .gz)"
            accept=".txt,.edi,.gz,text/plain,application/gzip"
            value={file}
            onChange={setFile}
            clearable
          />
          <Button
            disabled={!file}
            loading={send.isPending}
            onClick={() => file && send.mutate({ body: { file }, query: { token } })}
            w="fit-content"
          >
            ENVIAR
          </Button>
        </Stack>
      </Card>
      {send.isError && (
        <Alert color="red" role="alert">
          {errorMessage(send.error)}
        </Alert>
      )}
      {result && (
        <Alert color={result.total_error ? 'yellow' : 'green'} title={`Lote ${result.batch} recebido`}>
          <Text size="sm">
            {result.total_success} de {result.total} ocorrências aceitas ({result.applied} novas, {result.duplicates} já
            recebidas); {result.total_error} com erro.
          </Text>
          {result.errors.length > 0 && (
            <List size="sm" mt="sm" spacing={4}>
              {result.errors.map((error, index) => (
                <List.Item key={index}>{error}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Container>
  );
}
