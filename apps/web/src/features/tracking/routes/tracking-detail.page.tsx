import { Skeleton } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { useSeededTracking } from '../../../shared/ssr/ssr-seed';
import { lazyPage } from '../../../shared/ui/lazy-page';
import { getTrackingBranding, getWhatsAppOptIn, trackOrder } from '../api/public-tracking-calls';
import { usePublicCall } from '../api/use-public-call';
import { PublicShell } from '../components/public-shell';
import { TrackingResult } from '../components/tracking-result';

// Below the result and shown only when the shop sends WhatsApp notices: its form, and the query cache
// it reads through, load after the result and only for such a shop.
const WhatsAppOptIn = lazyPage(() => import('../../../shared/recipient-notices/whatsapp-opt-in'), 'WhatsAppOptIn');
const WithQueryClient = lazyPage(() => import('../../../shared/query-client'), 'WithQueryClient');
const TrackingNotice = lazyPage(() => import('../components/tracking-notice'), 'TrackingNotice');

/** /tracking/{code} and /tracking/c/{company}/{code}: one order's progress by its tracking code. */
export function TrackingDetailPage() {
  const { code, company } = useParams();
  const result = usePublicCall(code, trackOrder, useSeededTracking(code));
  // The order's company look once the order is known; the route's company look before that.
  // public-account.md §8: a failed call shows a browser alert with the error message (and the page keeps it).
  const failure = result.isError ? errorMessage(result.error) : null;
  useEffect(() => {
    if (failure) window.alert(failure);
  }, [failure]);
  const routeBranding = usePublicCall(result.data ? undefined : company, getTrackingBranding).data;
  const branding = result.data?.company ?? routeBranding;
  const whatsApp = usePublicCall(result.data ? code : undefined, getWhatsAppOptIn).data;
  return (
    <PublicShell branding={branding}>
      {result.isError ? (
        <Suspense fallback={null}>
          <TrackingNotice color="red" role="alert">
            {failure}
          </TrackingNotice>
        </Suspense>
      ) : result.data ? (
        <>
          <TrackingResult order={result.data} />
          {whatsApp?.enabled && (
            <Suspense fallback={null}>
              <WithQueryClient>
                <WhatsAppOptIn code={code!} />
              </WithQueryClient>
            </Suspense>
          )}
        </>
      ) : (
        <Skeleton h={300} />
      )}
    </PublicShell>
  );
}
