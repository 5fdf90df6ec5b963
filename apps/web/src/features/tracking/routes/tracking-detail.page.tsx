import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { trackOrder } from '../api/public-tracking-calls';
import { useTrackingBranding } from '../api/use-tracking-branding';
import { PublicShell } from '../components/public-shell';
import { TrackingResult } from '../components/tracking-result';
import { lazyPage } from '../../../shared/ui/lazy-page';

// Below the result and shown only when the shop sends WhatsApp notices: its form loads after the result.
const WhatsAppOptIn = lazyPage(() => import('../../../shared/recipient-notices/whatsapp-opt-in'), 'WhatsAppOptIn');

/** /tracking/{code} and /tracking/c/{company}/{code}: one order's progress by its tracking code. */
export function TrackingDetailPage() {
  const { code, company } = useParams();
  const result = useQuery({
    queryKey: ['tracking', code],
    retry: false,
    queryFn: () => trackOrder(code!),
  });
  // The order's company look once the order is known; the route's company look before that.
  // public-account.md §8: a failed call shows a browser alert with the error message (and the page keeps it).
  const failure = result.isError ? errorMessage(result.error) : null;
  useEffect(() => {
    if (failure) window.alert(failure);
  }, [failure]);
  const routeBranding = useTrackingBranding(result.data ? undefined : company).data;
  const branding = result.data?.company ?? routeBranding;
  return (
    <PublicShell branding={branding}>
      {result.isError ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : result.data ? (
        <>
          <TrackingResult order={result.data} />
          <Suspense fallback={null}>
            <WhatsAppOptIn code={code!} />
          </Suspense>
        </>
      ) : (
        <Skeleton h={300} />
      )}
    </PublicShell>
  );
}
