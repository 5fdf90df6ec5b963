import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useProduct } from '../api/products-queries';
import { useProductCommand } from '../api/use-product-command';
import { ProductForm } from '../components/product-form';
import { payloadOf, valuesOf } from '../components/product-values';

export function ProductEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const command = useProductCommand();

  return (
    <>
      <PageTitle title="Editar produto" />
      {product.isError && <ErrorAlert error={product.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {product.isPending && <Skeleton h={360} maw={960} />}
      {product.data && (
        <ProductForm
          initialValues={valuesOf(product.data)}
          submitLabel="SALVAR"
          saving={command.isPending}
          onSubmit={(values) =>
            command.mutate(
              { action: 'UpdateProduct', payload: { ...payloadOf(values), id } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Produto atualizado com sucesso' });
                  void navigate('/settings/products');
                },
              },
            )
          }
        />
      )}
    </>
  );
}
