// The result's notices (a refusal, the address withheld) are rare and sit below the title: Mantine's
// Alert (and its close button, ~2 KB gzipped) loads only when one shows (lazyPage in their pages).
export { Alert as TrackingNotice } from '@mantine/core';
