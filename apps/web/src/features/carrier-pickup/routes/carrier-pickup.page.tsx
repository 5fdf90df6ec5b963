import { getCarrierPickupsOptions } from '@despacho/api-client';
import { Alert, Container, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { CarrierCenterCard } from '../components/carrier-center-card';

/** /carrier/notfis/{token}: the carrier's page, no login; the token from the e-mailed link is the credential. */
export function CarrierPickupPage() {
  const { token = '' } = useParams();
  const page = useQuery({ ...getCarrierPickupsOptions({ query: { token } }), retry: false });
  return (
    <Container size="lg" py="xl">
      <Text fw={800} c="yellow.7" size="xl" mb="md">
        Despacho
      </Text>
      {page.isPending && <Skeleton h={240} />}
      {page.isError && (
        <Alert color="red" role="alert">
          {errorMessage(page.error)}
        </Alert>
      )}
      {page.data && (
        <>
          <Title order={2} mb="lg">
            Olá, {page.data.carrier.canonical_name.toUpperCase()}
          </Title>
          {page.data.distribution_center.length === 0 && <Text c="dimmed">Nenhuma coleta pendente no momento.</Text>}
          {page.data.distribution_center.map((center) => (
            <CarrierCenterCard key={center.id} center={center} token={token} />
          ))}
        </>
      )}
    </Container>
  );
}
