import { Box, darken, Image, isLightColor, rgba, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { TrackingBranding } from '../api/use-tracking-branding';

/**
 * Mantine's primary-colour variables set to the company's colour: buttons, progress bars and links
 * under this element take it without each one knowing about branding.
 */
export function brandColorVariables(branding: TrackingBranding | null | undefined): CSSProperties | undefined {
  const primary = branding?.primary_color;
  if (!primary) return undefined;
  return {
    '--mantine-primary-color-filled': primary,
    '--mantine-primary-color-filled-hover': darken(primary, 0.1),
    '--mantine-primary-color-light': rgba(primary, 0.1),
    '--mantine-primary-color-light-hover': rgba(primary, 0.15),
    '--mantine-primary-color-light-color': primary,
    '--mantine-primary-color-contrast': isLightColor(primary)
      ? 'var(--mantine-color-black)'
      : 'var(--mantine-color-white)',
    '--mantine-color-anchor': primary,
  } as CSSProperties;
}

/** The top of a public page: the company's logo (or name) on its header colour, or Despacho's own. */
export function BrandedHeader({ branding }: { branding: TrackingBranding | null | undefined }) {
  if (!branding) {
    return (
      <Text fw={800} c="yellow.7" size="xl" mb="lg">
        Despacho
      </Text>
    );
  }
  const background = branding.secondary_color ?? undefined;
  return (
    <Box
      bg={background}
      p={background ? 'md' : 0}
      mb="lg"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="branded-header"
    >
      {branding.logo_url ? (
        <Image src={branding.logo_url} alt={branding.name} h={56} w="auto" fit="contain" />
      ) : (
        <Text fw={800} size="xl" c={background && !isLightColor(background) ? 'white' : 'dark'}>
          {branding.name}
        </Text>
      )}
    </Box>
  );
}
