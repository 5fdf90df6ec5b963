import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand: black primary, yellow secondary (spec).
const ink: MantineColorsTuple = [
  '#f5f5f5',
  '#e7e7e7',
  '#cdcdcd',
  '#b2b2b2',
  '#9a9a9a',
  '#8b8b8b',
  '#848484',
  '#717171',
  '#1f1f1f',
  '#0a0a0a',
];
const brandYellow: MantineColorsTuple = [
  '#fffbe1',
  '#fff5cc',
  '#ffea9b',
  '#ffde64',
  '#ffd438',
  '#ffcd1c',
  '#ffc902',
  '#e3b100',
  '#ca9d00',
  '#ae8700',
];

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 9,
  colors: { ink, brandYellow },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
