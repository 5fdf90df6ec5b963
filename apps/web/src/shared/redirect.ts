// The login page takes its target as base64 in ?redirect= (spec public-account.md §2.1).

export function encodeRedirect(path: string): string {
  return btoa(unescape(encodeURIComponent(path)));
}

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere. */
export function decodeRedirect(value: string | null): string | null {
  if (!value) return null;
  try {
    const path = decodeURIComponent(escape(atob(value)));
    return path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
