import { describe, expect, it } from 'vitest';
import { canonicalNameOf } from './canonical-name.js';

describe('canonicalNameOf', () => {
  it.each([
    ['Expresso São Miguel', 'expresso-sao-miguel'],
    ['  Jadlog  ', 'jadlog'],
    ['TNT / FedEx (Filial 2)', 'tnt-fedex-filial-2'],
    ['Transportes Açaí & Cia.', 'transportes-acai-cia'],
    ['2001 Transportes', '2001-transportes'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(canonicalNameOf(name)).toBe(slug);
  });
});
