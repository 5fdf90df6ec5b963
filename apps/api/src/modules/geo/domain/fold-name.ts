/**
 * Place names compared the way people type them: without accents, case, apostrophe variants or
 * repeated spaces ('São Paulo' = 'sao paulo', "Estrela D'Oeste" = 'estrela d’oeste').
 */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
