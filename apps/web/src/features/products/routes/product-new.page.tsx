import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useProductCommand } from '../api/use-product-command';
import { ProductForm } from '../components/product-form';
import { EMPTY_PRODUCT, payloadOf } from '../components/product-values';

export function ProductNewPage() {
  const navigate = useNavigate();
  const command = useProductCommand();

  return (
    <>
      <PageTitle title="Adicionar produto" />
      {command.isError && <ErrorAlert error={command.error} />}
      <ProductForm
        initialValues={EMPTY_PRODUCT}
        submitLabel="CADASTRAR"
        saving={command.isPending}
        onSubmit={(values) =>
          command.mutate(
            { action: 'NewProduct', payload: payloadOf(values) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Produto cadastrado com sucesso' });
                void navigate('/settings/products');
              },
            },
          )
        }
      />
    </>
  );
}
