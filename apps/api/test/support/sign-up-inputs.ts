import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from './test-app.js';

/** A CNPJ with valid check digits, new on each call (the database outlives the tests). */
export function freshCnpj(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).concat([0, 0, 0, 1]);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

/** A solved ALTCHA answer, as the public forms send it in `recaptcha`. */
export async function solvedCaptcha(app: TestApp, ip: string): Promise<string> {
  const challenge = (await app.http().get('/api/captcha/challenge').set('X-Forwarded-For', ip)).body;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A carrier's self-registration (RegisterCarrier) as the spec writes it, with a fresh CNPJ. */
export function carrierPayload(slug: string, over: Record<string, unknown> = {}) {
  return {
    name: 'Expresso Teste',
    canonical_name: slug,
    state_tax_id: '123456789',
    federal_tax_id: freshCnpj(),
    phone: '1133334444',
    cubage: 300,
    property: {
      tms: 'ssw',
      address: {
        zip: '01310100',
        street1: 'Av Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...over,
  };
}
