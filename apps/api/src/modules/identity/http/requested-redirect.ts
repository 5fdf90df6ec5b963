/**
 * The login page's `?redirect=` (base64 of an in-app path, public-account.md §2.1), sent as
 * `params.redirect`: only a same-site path is kept, so a crafted link cannot send the user elsewhere.
 */
export function requestedRedirect(params: Record<string, unknown> | undefined): string | null {
  const value = params?.redirect;
  if (typeof value !== 'string' || value.length > 2000) return null;
  const path = Buffer.from(value, 'base64').toString('utf8');
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\0-\x1f]/.test(path)
    ? path
    : null;
}
