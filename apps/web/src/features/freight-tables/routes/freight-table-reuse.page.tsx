import { listCompaniesOptions, listFreightTablesOptions, reuseFreightTable } from '@despacho/api-client';
import { formatDate, LOOKUP_LIMIT } from '@despacho/domain';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { FREIGHT_TABLES_KEY } from '../api/freight-tables-queries';

/** Super admins clone a client's version-3 table into the current company (spec: loads up to 1000, keeps V3). */
export function FreightTableReusePage() {
  const { data: me } = useMe();
  const [clientId, setClientId] = useState<string | null>(null);
  const [tableId, setTableId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const companies = useQuery(listCompaniesOptions({ query: { limit: LOOKUP_LIMIT, page: 1 } }));
  const tables = useQuery({
    ...listFreightTablesOptions({ query: { company_id: clientId ?? '', limit: 1000, page: 1 } }),
    enabled: Boolean(clientId),
  });
  const queryClient = useQueryClient();
  const reuse = useMutation({
    mutationFn: async (body: { company_id: string; freight_table_id: string }) =>
      (await reuseFreightTable({ body, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FREIGHT_TABLES_KEY }),
  });

  const clients = (companies.data?.data ?? []).filter((c) => c.id !== me?.company.id);
  const versionThree = (tables.data?.data ?? []).filter((t) => t.version === 3);

  const submit = () => {
    const missing = !clientId ? 'Selecione o Cliente' : !tableId ? 'Selecione a tabela de frete' : null;
    setProblem(missing);
    if (clientId && tableId) reuse.mutate({ company_id: clientId, freight_table_id: tableId });
  };

  return (
    <>
      <PageTitle title="Reaproveitar tabela de frete" />
      <Stack maw={640}>
        <Text c="dimmed">
          Copia uma tabela versão 3 de outro cliente para {me?.company.name ?? 'a empresa atual'}. A cópia chega
          inativa.
        </Text>
        <Select
          label="Cliente"
          required
          searchable
          placeholder={companies.isPending ? 'Carregando...' : 'Selecione'}
          data={clients.map((c) => ({ value: c.id, label: c.name }))}
          value={clientId}
          onChange={(value) => {
            setClientId(value);
            setTableId(null);
            reuse.reset();
          }}
        />
        <Select
          label="Tabela de frete"
          required
          searchable
          disabled={!clientId}
          placeholder={
            tables.isFetching
              ? 'Carregando...'
              : clientId && versionThree.length === 0
                ? 'Nenhuma tabela versão 3'
                : 'Selecione'
          }
          data={versionThree.map((t) => ({
            value: t.id,
            label: `${t.carrier.name} · ${t.name} · ${formatDate(t.created_at)}`,
          }))}
          value={tableId}
          onChange={setTableId}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {reuse.isError && <ErrorAlert error={reuse.error} />}
        {reuse.isSuccess ? (
          <Alert color="green" title="Tabela reaproveitada!">
            <Text mb="sm">A cópia foi cadastrada inativa: vá para a lista de tabelas para ativá-la.</Text>
            <Button component={Link} to="/settings/freight-tables">
              IR PARA A LISTA
            </Button>
          </Alert>
        ) : (
          <Group>
            <Button onClick={submit} loading={reuse.isPending}>
              REAPROVEITAR
            </Button>
            <Button component={Link} to="/settings/freight-tables" variant="default">
              Cancelar
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
