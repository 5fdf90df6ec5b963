import { DEFAULT_SHORT_PAGE_SIZE, formatBRL, formatDate, SHORT_PAGE_SIZES } from '@despacho/domain';
import { Alert, Badge, Button, Card, Group, List, Loader, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';
import { PageTitle } from '../../../shared/ui/page-title';
import { InvoiceDropZone } from '../../../shared/xml-import/invoice-drop-zone';
import { useFreightBills, useImportDoccob } from '../api/freight-bills-queries';
import { FreightBillDrawer } from '../components/freight-bill-drawer';

/** /audit/bills 'Faturas (DOCCOB)': the carriers' bills, the CT-e each charges, those missing or in dispute. */
export function FreightBillsPage() {
  const paging = usePaging(DEFAULT_SHORT_PAGE_SIZE);
  const bills = useFreightBills(paging.page, paging.limit);
  const doccob = useImportDoccob();
  const [open, setOpen] = useState<string | null>(null);
  const result = doccob.data;

  return (
    <>
      <PageTitle title="Faturas das transportadoras (DOCCOB)" />
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/audit" variant="default">
          Voltar à auditoria
        </Button>
      </Group>
      <Card withBorder padding="lg" mb="lg">
        {doccob.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
            <Text fw={600}>Processando! Aguarde ...</Text>
          </Group>
        ) : (
          <InvoiceDropZone
            onSend={(files) => doccob.mutate(files)}
            documents="DOCCOB (PROCEDA 3.0) das transportadoras"
            extensions={['txt']}
          />
        )}
      </Card>
      {doccob.isError && (
        <Alert color="red" mb="lg">
          Ocorreu um erro: {errorMessage(doccob.error)}
        </Alert>
      )}
      {result && (
        <Alert color={result.bills > 0 ? 'green' : 'orange'} mb="lg" title={result.message}>
          {result.errors.length > 0 && (
            <List size="sm">
              {result.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Title order={4} mb="sm">
        Faturas importadas
      </Title>
      {bills.isLoading && <Loader />}
      {bills.data?.total === 0 && <Text c="dimmed">Nenhuma fatura importada ainda.</Text>}
      {bills.data && bills.data.total > 0 && (
        <>
          <Table striped highlightOnHover aria-label="Faturas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fatura</Table.Th>
                <Table.Th>Transportadora</Table.Th>
                <Table.Th>Emissão</Table.Th>
                <Table.Th>Vencimento</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th>CT-e cobrados</Table.Th>
                <Table.Th>Alertas</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bills.data.data.map((bill) => (
                <Table.Tr key={bill.id}>
                  <Table.Td>
                    {bill.number}
                    {bill.series ? ` / série ${bill.series}` : ''}
                  </Table.Td>
                  <Table.Td>{bill.carrier_name ?? bill.carrier_cnpj}</Table.Td>
                  <Table.Td>{bill.issued_on ? formatDate(bill.issued_on) : '-'}</Table.Td>
                  <Table.Td>{bill.due_on ? formatDate(bill.due_on) : '-'}</Table.Td>
                  <Table.Td>{formatBRL(bill.amount)}</Table.Td>
                  <Table.Td>{bill.total_ctes}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {bill.missing > 0 && (
                        <Badge color="red" variant="light">
                          {bill.missing} fora do Despacho
                        </Badge>
                      )}
                      {bill.disputed > 0 && (
                        <Badge color="orange" variant="light">
                          {bill.disputed} em contestação
                        </Badge>
                      )}
                      {bill.missing === 0 && bill.disputed === 0 && (
                        <Badge color="green" variant="light">
                          Sem alertas
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => setOpen(bill.id)}>
                      Ver CT-e
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager total={bills.data.total} {...paging} sizes={SHORT_PAGE_SIZES} noun="faturas" />
        </>
      )}
      <FreightBillDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
