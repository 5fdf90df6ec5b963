import type { TrackingResultDto } from '@despacho/api-client';
import { createContext, useContext } from 'react';

/**
 * What the server rendered a page with (issue 34): the public tracking result comes as HTML with
 * its order, so a phone paints it before any script runs. The browser reads the same answer back
 * from the page and hydrates with it instead of asking again.
 */
export interface SsrSeed {
  tracking?: { code: string; order: TrackingResultDto };
}

/** The element the server writes the seed into (apps/api: tracking's page renderer). */
export const SSR_SEED_ID = 'ssr-seed';

export const SsrSeedContext = createContext<SsrSeed>({});

/** The seeded order when the page was rendered for `code`. */
export function useSeededTracking(code: string | undefined): TrackingResultDto | undefined {
  const { tracking } = useContext(SsrSeedContext);
  return tracking && tracking.code === code ? tracking.order : undefined;
}

/** The seed the server wrote into this page, or null for a page rendered in the browser only. */
export function readSsrSeed(): SsrSeed | null {
  const text = document.getElementById(SSR_SEED_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrSeed) : null;
}
