const BASE = 'http://despacho.invalid';

/**
 * The login page's `?redirect=` (base64 of an in-app path, public-account.md §2.1), sent as
 * `params.redirect`: only a path that stays on this site is kept (a browser reads '//host' and
 * '/\host' as another host), so a crafted link cannot send the user elsewhere.
 */
export function requestedRedirect(params: Record<string, unknown> | undefined): string | null {
  const value = params?.redirect;
  if (typeof value !== 'string' || value.length > 2000) return null;
  const path = Buffer.from(value, 'base64').toString('utf8');
  if (!path.startsWith('/')) return null;
  return URL.canParse(path, BASE) && new URL(path, BASE).origin === BASE ? path : null;
}
