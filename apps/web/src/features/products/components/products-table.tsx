import type { ProductDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Table, Text } from '@mantine/core';
import { RowActions } from '../../../shared/ui/row-actions';
import { TruncatedText } from '../../../shared/ui/truncated-text';

const cm = (metres: number) => (Math.round(metres * 10_000) / 100).toLocaleString('pt-BR');
const kg = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

const expedition = (days: number) => (days === 0 ? '—' : days === 1 ? '1 dia útil' : `${days} dias úteis`);

/** Volumes: the main one's quantity plus each extra volume's. */
const volumeCount = (product: ProductDto) =>
  product.quantity + product.property.reduce((sum, volume) => sum + volume.quantity, 0);

export function ProductsTable({ products }: { products: ProductDto[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Título</Table.Th>
            <Table.Th>Preço</Table.Th>
            <Table.Th>CD de saída</Table.Th>
            <Table.Th>Medidas (L × A × C cm)</Table.Th>
            <Table.Th>Peso (kg)</Table.Th>
            <Table.Th>Volumes</Table.Th>
            <Table.Th>Expedição</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <TruncatedText ff="monospace" maw={180}>
                  {product.reference}
                </TruncatedText>
              </Table.Td>
              <Table.Td>
                <TruncatedText maw={260}>{product.description}</TruncatedText>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBRL(product.price)}</Table.Td>
              <Table.Td>
                {product.distribution_center ? (
                  product.distribution_center.reference
                ) : (
                  <Text size="sm" c="orange.8" fw={600}>
                    Sem origem
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {cm(product.width)} × {cm(product.height)} × {cm(product.length)}
              </Table.Td>
              <Table.Td>{kg(product.weight)}</Table.Td>
              <Table.Td>{volumeCount(product)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{expedition(product.expedition_time)}</Table.Td>
              <Table.Td>
                <RowActions
                  editTo={`/settings/products/edit/${product.id}`}
                  removeTo={`/settings/products/remove/${product.id}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
