import { DomainError } from '@despacho/domain';

/** Big enough for a crisp header logo, small enough to serve on every tracking page view. */
export const MAX_LOGO_BYTES = 512 * 1024;

const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/**
 * The content type of a logo, read from its first bytes: the file is served to the public, so its
 * name or the browser's claim is not trusted (an SVG or HTML file could carry script).
 */
export function logoContentType(bytes: Buffer): string {
  if (bytes.length > MAX_LOGO_BYTES) throw new DomainError('invalid', 'O logo deve ter no máximo 512 KB.');
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!found) throw new DomainError('invalid', 'O logo deve ser uma imagem PNG, JPEG ou WebP.');
  return found.type;
}
