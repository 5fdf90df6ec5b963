import { DEFAULT_SETTINGS_PAGE_SIZE, SETTINGS_PAGE_SIZES } from '@despacho/domain';
import { Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useProducts } from '../api/products-queries';
import { useSynchronizeQuotation } from '../api/use-synchronize-quotation';
import { ProductImportDialog } from '../components/product-import-dialog';
import { ProductsCsvButton } from '../components/products-csv-button';
import { ProductsTable } from '../components/products-table';
import { ListPager, usePaging } from '../../../shared/ui/list-pager';

const SEARCH_DEBOUNCE_MS = 300;

export function ProductsListPage() {
  const paging = usePaging(DEFAULT_SETTINGS_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [withoutOrigin, setWithoutOrigin] = useState(false);
  const [importing, setImporting] = useState(false);
  const products = useProducts({ page: paging.page, limit: paging.limit, search: debouncedSearch, withoutOrigin });
  const sync = useSynchronizeQuotation();

  const synchronize = () =>
    sync.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Atualizado com sucesso!' }),
      onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
    });

  return (
    <>
      <PageTitle
        title="Produtos"
        actions={
          <Group>
            <ProductsCsvButton />
            <Button variant="default" onClick={synchronize} loading={sync.isPending}>
              Sincronizar
            </Button>
            <Button variant="default" onClick={() => setImporting(true)}>
              Importar CSV
            </Button>
            <Button component={Link} to="/settings/products/new">
              ADICIONAR PRODUTO
            </Button>
          </Group>
        }
      />
      <Group mb="md" align="flex-end">
        <TextInput
          label="Buscar por SKU"
          placeholder="Ex.: CAMISETA"
          w={280}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            paging.onPage(1);
          }}
        />
        <Checkbox
          label="Produtos sem origem"
          checked={withoutOrigin}
          onChange={(event) => {
            setWithoutOrigin(event.currentTarget.checked);
            paging.onPage(1);
          }}
          mb={8}
        />
      </Group>
      {products.isError && <ErrorAlert error={products.error} />}
      {products.isPending && (
        <Stack aria-label="Carregando produtos">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {products.data && products.data.total === 0 && <Text c="dimmed">Nenhum produto encontrado.</Text>}
      {products.data && products.data.total > 0 && (
        <>
          <ProductsTable products={products.data.data} />
          <ListPager total={products.data.total} {...paging} sizes={SETTINGS_PAGE_SIZES} noun="produtos" />
        </>
      )}
      <ProductImportDialog opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
