import { lazyPage } from '../shared/ui/lazy-page';
import { getOcorenLinkOptions } from '@despacho/api-client';
import { Container, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

const CarrierPickupPage = lazyPage(
  () => import('../features/carrier-pickup/routes/carrier-pickup.page'),
  'CarrierPickupPage',
);
const CarrierOcorenPage = lazyPage(() => import('../features/ocoren/routes/carrier-ocoren.page'), 'CarrierOcorenPage');

/**
 * /carrier/notfis/{token}: one address for both carrier links. An OCOREN link (issued by the
 * merchant, revocable) opens the file upload; any other token is the e-mailed pickup link.
 */
export function CarrierLinkPage() {
  const { token = '' } = useParams();
  const ocoren = useQuery({ ...getOcorenLinkOptions({ query: { token } }), retry: false });
  if (ocoren.isPending)
    return (
      <Container size="lg" py="xl">
        <Skeleton h={240} />
      </Container>
    );
  return ocoren.data ? <CarrierOcorenPage token={token} link={ocoren.data} /> : <CarrierPickupPage />;
}
