/**
 * A carrier's code (canonical_name) from its name: lowercase ASCII words joined by hyphens,
 * 'Expresso São Miguel' → 'expresso-sao-miguel'. Empty when the name has no letter or digit.
 */
export function canonicalNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
