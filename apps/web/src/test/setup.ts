import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { appQueryClient } from '../shared/query-client';
import { preloadPages } from '../shared/ui/lazy-page';

// findBy/waitFor wait up to 10 s, not 1 s: on a loaded 2-core machine (npm test runs these beside
// the API tests) a page's first render with Mantine can take seconds, and a timeout there says
// nothing about the page. Passing checks return as soon as they hold.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};

// The routes load their pages lazily (shared/ui/lazy-page): loaded first, a route renders in the same tick.
beforeAll(() => preloadPages());

afterEach(() => {
  cleanup();
  // Each test starts with an empty cache, as each rendered a fresh client before the cache became the app's one.
  appQueryClient().clear();
  localStorage.clear();
});
