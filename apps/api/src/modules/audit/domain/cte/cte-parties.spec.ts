import { describe, expect, it } from 'vitest';
import { cteParties, isPartyToCte } from './cte-parties.js';
import { CTE_SAMPLES, cteFixtureText } from './cte-fixtures.spec-helper.js';
import { readCteXml } from './cte-reader.js';
import type { ParsedCte } from './parsed-cte.js';

function read(name: string): ParsedCte {
  const reading = readCteXml(cteFixtureText(name), name, {});
  if (!reading.ok) throw new Error(reading.reason);
  return reading.cte;
}

describe('the parties of a CT-e and whether a company is one of them', () => {
  it('reads emit, rem, exped, receb, dest and the payer of the public samples', () => {
    // Tax reform sample: exped and receb differ from rem and dest; toma3 = 3 (the recipient).
    expect(cteParties(read(CTE_SAMPLES.v4TaxReform))).toEqual([
      '59594315000157',
      '12046835000161',
      '84148732000113',
      '46081676000158',
    ]);
    expect(cteParties(read(CTE_SAMPLES.v4))).toEqual(['92382301841312', '23924902942209', '02394820392092']);
  });

  it('takes a company that is the sender, expeditor, receiver, recipient, payer or emitter; any branch of its CNPJ', () => {
    const cte = read(CTE_SAMPLES.v4TaxReform);
    expect(isPartyToCte(cte, ['84148732000113'])).toBe(true); // receb only
    expect(isPartyToCte(cte, ['11222333000181', '46081676000158'])).toBe(true); // dest (and payer)
    expect(isPartyToCte(cte, ['46081676000239'])).toBe(true); // another branch of the recipient
    expect(isPartyToCte(cte, ['11222333000181'])).toBe(false);
    expect(isPartyToCte(cte, [])).toBe(false);
  });

  it('matches a CPF party only by the whole CPF, and alphanumeric CNPJs by their root', () => {
    const cpfSender = read(CTE_SAMPLES.v3OtherDocuments); // rem is a CPF
    expect(isPartyToCte(cpfSender, ['72304553915'])).toBe(true);
    expect(isPartyToCte(cpfSender, ['72304553000'])).toBe(false);
    expect(isPartyToCte(read(CTE_SAMPLES.v4AlphanumericCnpj), ['2t82hn7p000290'])).toBe(true);
  });
});
