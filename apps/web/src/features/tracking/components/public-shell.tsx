import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TrackingBranding } from '../api/use-tracking-branding';
import { BrandedHeader, brandColorVariables } from './branded-header';

/** The frame of the pages end customers open without logging in, in the company's look when known. */
export function PublicShell({ branding, children }: { branding?: TrackingBranding | null; children: ReactNode }) {
  return (
    <Container size="md" py="xl" style={brandColorVariables(branding)} data-public-page>
      <BrandedHeader branding={branding} />
      {children}
    </Container>
  );
}
