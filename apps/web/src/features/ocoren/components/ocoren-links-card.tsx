import { listCarriersOptions } from '@despacho/api-client';
import { formatDateTime, LOOKUP_LIMIT } from '@despacho/domain';
import { Alert, Button, Card, Code, CopyButton, Group, Select, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { useIssueOcorenLink, useOcorenLinks, useRevokeOcorenLink } from '../api/ocoren-links';

/**
 * The links the company gives its carriers to send OCOREN files themselves (the page
 * /carrier/notfis/{token} and POST /api/edi/ocoren with the token as Bearer). A new link for a
 * carrier ends its older one; REVOGAR ends it at once.
 */
export function OcorenLinksCard() {
  const carriers = useQuery(listCarriersOptions({ query: { limit: LOOKUP_LIMIT } }));
  const links = useOcorenLinks();
  const issue = useIssueOcorenLink();
  const revoke = useRevokeOcorenLink();
  const [carrierId, setCarrierId] = useState<string | null>(null);
  const options = (carriers.data?.data ?? []).map((carrier) => ({ value: carrier.id, label: carrier.name }));

  return (
    <Card withBorder padding="lg" mt="xl">
      <Title order={4} mb="xs">
        Links das transportadoras
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A transportadora envia os arquivos OCOREN pela página do link, ou pelo sistema dela em POST /api/edi/ocoren com
        o token do link no cabeçalho Authorization: Bearer.
      </Text>
      <Group align="end" mb="md">
        <Select
          label="Transportadora"
          placeholder="Escolha a transportadora"
          data={options}
          value={carrierId}
          onChange={setCarrierId}
          searchable
          w={320}
        />
        <Button disabled={!carrierId} loading={issue.isPending} onClick={() => carrierId && issue.mutate(carrierId)}>
          GERAR LINK
        </Button>
      </Group>
      {issue.isError && (
        <Alert color="red" role="alert" mb="md">
          {errorMessage(issue.error)}
        </Alert>
      )}
      {issue.data && (
        <Alert color="green" mb="md" title={issue.data.message}>
          <Group wrap="nowrap">
            <Code style={{ wordBreak: 'break-all' }}>{issue.data.url}</Code>
            <CopyButton value={issue.data.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copiado' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      {links.data?.data.length === 0 && <Text c="dimmed">Nenhum link ativo.</Text>}
      {links.data && links.data.data.length > 0 && (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {['Transportadora', 'Criado em', 'Último envio', ''].map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.data.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{link.carrier_name}</Table.Td>
                <Table.Td>{formatDateTime(link.created_at)}</Table.Td>
                <Table.Td>{link.last_used_at ? formatDateTime(link.last_used_at) : '—'}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(link.id)}>
                    REVOGAR
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
