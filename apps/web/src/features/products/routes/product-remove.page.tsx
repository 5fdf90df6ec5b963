import { Alert, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useProduct } from '../api/products-queries';
import { useProductCommand } from '../api/use-product-command';

export function ProductRemovePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const command = useProductCommand();

  const remove = () =>
    command.mutate(
      { action: 'DeleteProduct', payload: { id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Produto excluído com sucesso' });
          void navigate('/settings/products');
        },
      },
    );

  return (
    <>
      <PageTitle title="Excluir produto" />
      {product.isError && <ErrorAlert error={product.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {product.isPending && <Skeleton h={160} maw={520} />}
      {product.data && (
        <Card withBorder padding="lg" maw={520}>
          <Text fw={600}>Deseja excluir o produto {product.data.reference}?</Text>
          <Text c="dimmed">{product.data.description}</Text>
          <Alert color="red" variant="light" mt="md">
            O SKU deixa de ter medidas e prazo de expedição nas cotações. Esta ação não pode ser desfeita.
          </Alert>
          <Group mt="lg">
            <Button color="red" onClick={remove} loading={command.isPending}>
              EXCLUIR DEFINITIVAMENTE
            </Button>
            <Button component={Link} to="/settings/products" variant="default">
              Cancelar
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
