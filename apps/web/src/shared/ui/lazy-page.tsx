import { type ComponentType, lazy } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** A lazy page's component: `preload` starts loading its code before it renders (shared/ui/preload-route.ts). */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A page whose code loads on its first visit: the module and whatever only it uses come in a chunk
 * of their own, so the public pages never download the back office (issue 34). The component keeps
 * the page's props; a Suspense boundary above it (app/router.tsx, app/layout) shows the loader.
 * Once loaded it renders at once, without suspending again.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<ComponentType<object>> | undefined;
  const loadPage = () => (loading ??= load().then((module) => (loaded = module[name] as ComponentType<object>)));
  loaders.push(loadPage);
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  const Page = (props: object) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload: loadPage } satisfies Preloadable) as M[K];
}

/**
 * Loads every lazy page now, and the lazy parts those pages declare in turn: the component tests
 * render a route at once, as they did before the split.
 */
export async function preloadPages(): Promise<void> {
  for (let loaded = 0; loaded < loaders.length;) {
    const batch = loaders.slice(loaded);
    loaded = loaders.length;
    await Promise.all(batch.map((loadPage) => loadPage()));
  }
}
