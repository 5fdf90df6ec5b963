import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads on its first visit: the module and whatever only it uses come in a chunk
 * of their own, so the public pages never download the back office (issue 34). The component keeps
 * the page's props; a Suspense boundary above it (app/router.tsx, app/layout) shows the loader.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as M[K];
}
