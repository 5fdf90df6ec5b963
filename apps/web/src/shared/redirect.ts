// The login page takes its target as base64 in ?redirect= (spec public-account.md §2.1); it passes it
// to the server, which checks it and answers the login's `redirect`.

export function encodeRedirect(path: string): string {
  return btoa(unescape(encodeURIComponent(path)));
}
